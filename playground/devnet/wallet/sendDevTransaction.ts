import type { PrivateKeyAccount } from 'viem/accounts'
import { jsonRpc } from './jsonRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { toQuantity } from './toQuantity.js'

export interface SendDevTransactionOptions {
  readonly rpcUrl: string
  readonly chainId: number
  readonly account: PrivateKeyAccount
  readonly transaction: Readonly<Record<string, unknown>>
  readonly confirm?: () => Promise<void>
  readonly exclusive?: <T>(task: () => Promise<T>) => Promise<T>
}

const hex = (value: bigint): `0x${string}` => `0x${value.toString(16)}`

function readAddress(value: unknown, field: string): `0x${string}` | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) return value as `0x${string}`
  throw new ProviderRpcError(-32602, `Invalid transaction field ${field}: expected an address`)
}

function readData(value: unknown): `0x${string}` | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)) return value as `0x${string}`
  throw new ProviderRpcError(-32602, 'Invalid transaction field data: expected 0x-prefixed hex bytes')
}

/** Fills gas and fees from the chain, waits for confirm(), then takes the nonce, signs locally and sends it raw; returns the hash. */
export async function sendDevTransaction(options: SendDevTransactionOptions): Promise<`0x${string}`> {
  const { rpcUrl, chainId, account, transaction } = options
  const requestedChainId = toQuantity(transaction.chainId, 'chainId')
  if (requestedChainId !== undefined && requestedChainId !== BigInt(chainId))
    throw new ProviderRpcError(
      -32602,
      `Invalid chainId ${hex(requestedChainId)}: the wallet is on ${hex(BigInt(chainId))}`,
    )
  const to = readAddress(transaction.to, 'to')
  const data = readData(transaction.data ?? transaction.input)
  const value = toQuantity(transaction.value, 'value') ?? 0n
  if (to === undefined && data === undefined)
    throw new ProviderRpcError(-32602, 'Invalid transaction: a contract creation needs data')
  const call = {
    from: account.address,
    ...(to ? { to } : {}),
    ...(data ? { data } : {}),
    value: hex(value),
  }
  const gasPrice = toQuantity(transaction.gasPrice, 'gasPrice')
  const [gas, fees] = await Promise.all([
    (async () =>
      toQuantity(transaction.gas ?? transaction.gasLimit, 'gas') ??
      BigInt((await jsonRpc(rpcUrl, 'eth_estimateGas', [call])) as string))(),
    (async () => {
      if (gasPrice !== undefined) return { type: 'legacy' as const, gasPrice }
      const maxPriorityFeePerGas =
        toQuantity(transaction.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ??
        BigInt((await jsonRpc(rpcUrl, 'eth_maxPriorityFeePerGas')) as string)
      let maxFeePerGas = toQuantity(transaction.maxFeePerGas, 'maxFeePerGas')
      if (maxFeePerGas === undefined) {
        const block = (await jsonRpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
          baseFeePerGas?: string
        }
        maxFeePerGas = BigInt(block.baseFeePerGas ?? '0x0') * 2n + maxPriorityFeePerGas
      }
      return { type: 'eip1559' as const, maxFeePerGas, maxPriorityFeePerGas }
    })(),
  ])
  await options.confirm?.()
  const exclusive = options.exclusive ?? ((task) => task())
  return exclusive(async () => {
    const nonce =
      toQuantity(transaction.nonce, 'nonce') ??
      BigInt((await jsonRpc(rpcUrl, 'eth_getTransactionCount', [account.address, 'pending'])) as string)
    const signed = await account.signTransaction({
      chainId,
      nonce: Number(nonce),
      gas,
      value,
      ...(to ? { to } : {}),
      ...(data ? { data } : {}),
      ...fees,
    })
    return (await jsonRpc(rpcUrl, 'eth_sendRawTransaction', [signed])) as `0x${string}`
  })
}
