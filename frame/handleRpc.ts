import { createWalletClient, defineChain, type Hex, http, isAddressEqual, isHex } from 'viem'
import { decodeBase58 } from './decodeBase58.js'
import { encodeBase58 } from './encodeBase58.js'
import { encodeBase64 } from './encodeBase64.js'
import type { FrameRpcRequest } from './FrameRpcRequest.js'
import type { KeyVault } from './KeyVault.js'
import { readSolanaRequest } from './readSolanaRequest.js'
import { readUserOperation } from './readUserOperation.js'
import { rpcCall } from './rpcCall.js'
import { rpcUrlOf } from './rpcUrlOf.js'

const READS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
])

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

/** Answers one RPC request with the vault's keys: signs (eip155, solana), sends eip155 transactions, forwards reads. */
export async function handleRpc(
  vault: KeyVault,
  chainId: number,
  request: FrameRpcRequest,
): Promise<unknown> {
  const { method } = request
  const params = list(request.params)
  const address = vault.evm.address
  const ownAddress = (value: unknown) => {
    if (typeof value !== 'string' || !isHex(value) || !isAddressEqual(value, address))
      throw new Error('The address is not this wallet')
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return `0x${chainId.toString(16)}`
    case 'personal_sign': {
      const [message, signer] = params
      ownAddress(signer)
      if (typeof message !== 'string') throw new Error('Invalid params')
      return vault.evm.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'gangway_signUserOperation':
      return vault.evm.signMessage({ message: { raw: readUserOperation(request, chainId).hash } })
    case 'eth_signTypedData_v4': {
      const [signer, data] = params
      ownAddress(signer)
      const typed = typeof data === 'string' ? JSON.parse(data) : data
      return vault.evm.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const [tx] = params as [Record<string, unknown> | undefined]
      if (!tx || typeof tx !== 'object') throw new Error('Invalid params')
      if (tx.from !== undefined) ownAddress(tx.from)
      const url = rpcUrlOf(request)
      const chain = defineChain({
        id: chainId,
        name: `eip155:${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      const client = createWalletClient({
        account: vault.evm,
        chain,
        transport: http(url, { timeout: 10_000 }),
      })
      const hex = (value: unknown) => (typeof value === 'string' && isHex(value) ? (value as Hex) : undefined)
      const big = (value: unknown) => (hex(value) ? BigInt(value as string) : undefined)
      return client.sendTransaction({
        to: hex(tx.to) ?? null,
        data: hex(tx.data),
        value: big(tx.value),
        gas: big(tx.gas),
      })
    }
    case 'solana_signMessage': {
      const { message, pubkey } = (request.params ?? {}) as { message?: unknown; pubkey?: unknown }
      if (pubkey !== vault.solanaAddress) throw new Error('The address is not this wallet')
      const bytes = typeof message === 'string' ? decodeBase58(message) : undefined
      if (!bytes) throw new Error('Invalid params')
      return { signature: encodeBase58(vault.signSolana(bytes)) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { pubkey, view, sendOptions } = readSolanaRequest(request)
      if (pubkey !== vault.solanaAddress) throw new Error('The address is not this wallet')
      const signature = vault.signSolana(view.message)
      const signed = encodeBase64(view.withSignature(vault.solanaAddress, signature))
      if (method === 'solana_signTransaction')
        return { signature: encodeBase58(signature), transaction: signed }
      const { preflightCommitment, skipPreflight } = sendOptions as Record<string, unknown>
      const sent = await rpcCall(rpcUrlOf(request), 'sendTransaction', [
        signed,
        {
          encoding: 'base64',
          ...(typeof preflightCommitment === 'string' ? { preflightCommitment } : {}),
          ...(typeof skipPreflight === 'boolean' ? { skipPreflight } : {}),
        },
      ])
      if (typeof sent !== 'string') throw new Error('An error occurred')
      return { signature: sent }
    }
    default: {
      if (!READS.has(method)) throw new Error('Requested RPC call is not allowed')
      return rpcCall(rpcUrlOf(request), method, params)
    }
  }
}
