import type { DevWalletCalls } from './DevWalletCalls.js'
import type { DevWalletContext } from './DevWalletContext.js'
import { isRecord } from './isRecord.js'
import { jsonRpc } from './jsonRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { readChainId } from './readChainId.js'
import { sendDevTransaction } from './sendDevTransaction.js'
import { toHex } from './toHex.js'

interface CallsBatch {
  readonly id: string
  readonly chainId: number
  readonly rpcUrl: string
  readonly hashes: readonly `0x${string}`[]
  readonly incomplete: boolean
}

const invalidParams = (message: string): ProviderRpcError => new ProviderRpcError(-32602, message)

function randomId(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function requiredCapability(capabilitiesValue: unknown): string | undefined {
  if (!isRecord(capabilitiesValue)) return undefined
  return Object.entries(capabilitiesValue).find(
    ([, value]) => !(isRecord(value) && value.optional === true),
  )?.[0]
}

/** EIP-5792 calls sent one by one (no atomicity), with their batches kept in memory for status queries. */
export function createDevWalletCalls(context: DevWalletContext): DevWalletCalls {
  const { state, accountFor, knownChains, currentChain, confirm, serialised } = context
  const batches = new Map<string, CallsBatch>()

  function capabilities(params: readonly unknown[]): Record<string, unknown> {
    accountFor(params[0] ?? null)
    const wanted = Array.isArray(params[1]) ? params[1].map(readChainId) : undefined
    const result: Record<string, unknown> = {}
    for (const chain of knownChains())
      if (!wanted || wanted.includes(chain.chainId))
        result[toHex(chain.chainId)] = {
          atomic: { status: 'unsupported' },
          assetDiscovery: { supported: true },
        }
    return result
  }

  async function sendCalls(params: readonly unknown[]): Promise<{ id: string }> {
    const request = params[0]
    if (!isRecord(request) || !Array.isArray(request.calls) || request.calls.length === 0)
      throw invalidParams(
        'wallet_sendCalls expects [{ version, chainId, calls: [...] }] with at least one call',
      )
    const account = accountFor(request.from)
    const chainId = readChainId(request.chainId)
    if (chainId !== state.chainId || !knownChains().some((chain) => chain.chainId === chainId))
      throw new ProviderRpcError(
        5710,
        `Unsupported chain id ${toHex(chainId)}: the wallet is on ${toHex(state.chainId)}`,
      )
    if (request.atomicRequired === true)
      throw new ProviderRpcError(5760, 'Atomicity not supported: this wallet sends the calls one by one')
    const calls = request.calls.map((call, index) => {
      if (!isRecord(call)) throw invalidParams(`wallet_sendCalls: call ${index} is not an object`)
      if (call.to !== undefined && (typeof call.to !== 'string' || !call.to.startsWith('0x')))
        throw invalidParams(`wallet_sendCalls: call ${index} 'to' must start with 0x`)
      if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
        throw invalidParams(`wallet_sendCalls: call ${index} 'data' must start with 0x`)
      return call
    })
    const unsupportedCapability = [request.capabilities, ...calls.map((call) => call.capabilities)]
      .map(requiredCapability)
      .find((name) => name !== undefined)
    if (unsupportedCapability)
      throw new ProviderRpcError(5700, `Unsupported non-optional capability: ${unsupportedCapability}`)
    if (request.id !== undefined && typeof request.id !== 'string')
      throw invalidParams('wallet_sendCalls: id must be a string')
    const id = request.id ?? randomId()
    if (batches.has(id)) throw new ProviderRpcError(5720, `Duplicate id ${id}`)
    await confirm('wallet_sendCalls', params)
    const rpcUrl = currentChain().rpcUrl
    const hashes: `0x${string}`[] = []
    let incomplete = false
    await serialised(async () => {
      for (const call of calls) {
        try {
          hashes.push(await sendDevTransaction({ rpcUrl, chainId, account, transaction: call }))
        } catch (error) {
          if (hashes.length === 0) throw error
          incomplete = true
          return
        }
      }
    })
    batches.set(id, { id, chainId, rpcUrl, hashes, incomplete })
    return { id }
  }

  async function callsStatus(params: readonly unknown[]): Promise<unknown> {
    const batch = typeof params[0] === 'string' ? batches.get(params[0]) : undefined
    if (!batch) throw new ProviderRpcError(5730, `Unknown bundle id ${String(params[0])}`)
    const receipts = (await Promise.all(
      batch.hashes.map((hash) => jsonRpc(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])),
    )) as (Record<string, unknown> | null)[]
    const base = { version: '2.0.0', id: batch.id, chainId: toHex(batch.chainId), atomic: false }
    if (receipts.some((receipt) => receipt === null)) return { ...base, status: 100 }
    const succeeded = receipts.filter((receipt) => receipt?.status === '0x1').length
    const status =
      succeeded === receipts.length && !batch.incomplete
        ? 200
        : succeeded === 0 && !batch.incomplete
          ? 500
          : 600
    return {
      ...base,
      status,
      receipts: receipts.map((receipt) => ({
        logs: ((receipt?.logs ?? []) as Record<string, unknown>[]).map(({ address, data, topics }) => ({
          address,
          data,
          topics,
        })),
        status: receipt?.status,
        blockHash: receipt?.blockHash,
        blockNumber: receipt?.blockNumber,
        gasUsed: receipt?.gasUsed,
        transactionHash: receipt?.transactionHash,
      })),
    }
  }

  return { capabilities, sendCalls, callsStatus }
}
