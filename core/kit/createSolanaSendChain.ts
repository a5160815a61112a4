import type { RpcClient } from '../rpc/RpcClient.js'
import { pollUntil } from './pollUntil.js'
import { readRpcQuantity } from './readRpcQuantity.js'
import type { SendChain } from './SendChain.js'

/** The fee of one signature in lamports, what a transfer without a priority fee pays. */
const SIGNATURE_FEE = 5_000n
/** The size of an SPL token account; its rent-exempt minimum is paid when the receiver has none for the mint. */
const TOKEN_ACCOUNT_SIZE = 165

const resultOf = (answer: unknown) => (answer as { value?: unknown } | null)?.value

/**
 * Send on Solana over its JSON-RPC: the fee is the 5,000-lamport signature fee (the wallet signs once),
 * plus, for an SPL token, the rent of the receiver's token account when it has none for the mint
 * (getTokenAccountsByOwner; the plugin creates the associated account then). No SDK.
 */
export function createSolanaSendChain(rpc: RpcClient, urls: readonly string[]): SendChain {
  const ask = (method: string, params: unknown, signal?: AbortSignal) =>
    rpc.request(urls, method, params, signal)
  const hasTokenAccount = async (owner: string, mint: string, signal?: AbortSignal) => {
    const accounts = resultOf(
      await ask(
        'getTokenAccountsByOwner',
        [owner, { mint }, { encoding: 'base64', commitment: 'confirmed' }],
        signal,
      ),
    )
    return Array.isArray(accounts) && accounts.length > 0
  }
  return {
    async nativeBalance(address, signal) {
      return readRpcQuantity(
        resultOf(await ask('getBalance', [address, { commitment: 'confirmed' }], signal)),
      )
    },
    async prepare({ to, token, amount }, signal) {
      if (!token.contract)
        return { fee: SIGNATURE_FEE, reserve: SIGNATURE_FEE, request: { to, value: amount } }
      const rent = (await hasTokenAccount(to, token.contract, signal))
        ? 0n
        : readRpcQuantity(await ask('getMinimumBalanceForRentExemption', [TOKEN_ACCOUNT_SIZE], signal))
      const fee = SIGNATURE_FEE + rent
      return { fee, reserve: fee, request: { to, token: token.contract, amount, decimals: token.decimals } }
    },
    isHash: (value): value is string =>
      typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value),
    async confirm(signature, signal) {
      const status = await pollUntil(async (stop) => {
        const answer = resultOf(
          await ask('getSignatureStatuses', [[signature], { searchTransactionHistory: true }], stop),
        )
        const item = Array.isArray(answer)
          ? (answer[0] as { err?: unknown; confirmationStatus?: unknown } | null)
          : null
        if (!item || !['confirmed', 'finalized'].includes(String(item.confirmationStatus))) return undefined
        return item.err === null || item.err === undefined ? 'confirmed' : 'failed'
      }, signal)
      return status ?? 'pending'
    },
  }
}
