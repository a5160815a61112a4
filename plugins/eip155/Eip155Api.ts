import type { Eip155Call } from './Eip155Call.js'
import type { Eip155Receipt } from './Eip155Receipt.js'
import type { Eip155TransactionRequest } from './Eip155TransactionRequest.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import type { Hex } from './Hex.js'

/** What the eip155 plugin offers hosts and other plugins (gangway.getPlugin('eip155')). Actions load viem on first use. */
export interface Eip155Api {
  /** The EIP-1193 provider of the connected wallet, if any. */
  getProvider(): Eip1193Provider | undefined
  /** personal_sign of a UTF-8 message; defaults to the connected address. */
  signMessage(args: { readonly message: string; readonly address?: string }): Promise<Hex>
  /** eth_sendTransaction through the wallet; returns the transaction hash. */
  sendTransaction(request: Eip155TransactionRequest): Promise<Hex>
  /** ERC-20 transfer of `amount` base units of `token` to `to`. */
  transferToken(args: { readonly token: string; readonly to: string; readonly amount: bigint }): Promise<Hex>
  /** ERC-20 approve of `amount` base units of `token` for `spender`. */
  approveToken(args: {
    readonly token: string
    readonly spender: string
    readonly amount: bigint
  }): Promise<Hex>
  /** eth_estimateGas on the connected network's RPC. */
  estimateGas(request: Eip155TransactionRequest): Promise<bigint>
  /** wallet_getCapabilities for an address (the connected one by default). */
  getCapabilities(address?: string): Promise<unknown>
  /** wallet_sendCalls with validated calls; returns the wallet's answer (a bundle id). */
  sendCalls(args: {
    readonly calls: readonly Eip155Call[]
    readonly atomicRequired?: boolean
    readonly capabilities?: Readonly<Record<string, unknown>>
  }): Promise<unknown>
  /** Waits for a transaction to be mined on the connected network and returns its receipt. */
  waitForReceipt(hash: Hex, options?: { readonly timeoutMs?: number }): Promise<Eip155Receipt>
  /** Any wallet request; wallet_getCapabilities and wallet_sendCalls are validated first. */
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}
