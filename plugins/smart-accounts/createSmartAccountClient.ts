import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  http,
  numberToHex,
  serializeErc6492Signature,
} from 'viem'
import {
  createBundlerClient,
  type UserOperationReceipt,
  UserOperationReceiptNotFoundError,
} from 'viem/account-abstraction'
import { GangwayError, userOperationReceiptFailed } from '../../entries/plugin.js'
import type { CallsStatus } from './CallsStatus.js'
import type { OwnerProvider } from './OwnerProvider.js'
import type { SmartAccountChain } from './SmartAccountChain.js'
import type { SmartAccountClient } from './SmartAccountClient.js'
import { toUserOperationError } from './toUserOperationError.js'

export interface SmartAccountClientOptions {
  /** The wallet holding the owner key (the embedded wallet, an extension): it signs each user operation's hash. */
  readonly owner: OwnerProvider
  readonly ownerAddress: `0x${string}`
  readonly chainId: number
  readonly rpcUrl: string
  /** The bundler endpoint's JSON-RPC URL (the server's /api/v1/bundler?projectId=…&chainId=eip155:N). */
  readonly bundlerUrl: string
  readonly contracts: SmartAccountChain
  readonly pollingIntervalMs?: number
  /**
   * The owner is the embedded wallet's frame: it signs each user operation by gangway_signUserOperation (the frame
   * hashes the operation itself and shows its calls for approval) rather than a personal_sign of an opaque hash.
   */
  readonly frameSigns?: boolean
}

const FINAL_WAIT_MS = 60_000

const statusOf = (id: string, chainId: number, receipt: UserOperationReceipt | undefined): CallsStatus => ({
  version: '2.0.0',
  id,
  chainId: numberToHex(chainId),
  atomic: true,
  status: receipt === undefined ? 100 : receipt.success ? 200 : 500,
  ...(receipt
    ? {
        receipts: [
          {
            logs: receipt.receipt.logs.map(({ address, data, topics }) => ({
              address,
              data,
              topics: [...topics],
            })),
            status: receipt.receipt.status === 'success' ? '0x1' : '0x0',
            blockHash: receipt.receipt.blockHash,
            blockNumber: numberToHex(receipt.receipt.blockNumber),
            gasUsed: numberToHex(receipt.actualGasUsed),
            transactionHash: receipt.receipt.transactionHash,
          },
        ],
      }
    : {}),
})

/** A SimpleAccount client over viem's account-abstraction module and permissionless (loaded with the plugin's actions). */
export function createSmartAccountClient(options: SmartAccountClientOptions): SmartAccountClient {
  const { chainId, contracts } = options
  const polling = options.pollingIntervalMs ?? 500
  const chain = {
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  } as const satisfies Chain
  const client = createPublicClient({
    chain,
    transport: http(options.rpcUrl, { timeout: 15_000 }),
    pollingInterval: polling,
  })
  const simple = toSimpleSmartAccount({
    client,
    // A wallet client on the known owner address: no eth_requestAccounts prompt.
    owner: createWalletClient({
      account: options.ownerAddress,
      chain,
      transport: custom(options.owner as Parameters<typeof custom>[0]),
    }),
    factoryAddress: contracts.factory,
    entryPoint: { address: contracts.entryPoint, version: '0.7' },
  })
  const account = options.frameSigns
    ? simple.then((smart) => {
        smart.signUserOperation = async ({ chainId: _chain, signature: _signature, ...operation }) => {
          const fields = Object.fromEntries(
            Object.entries(operation)
              .filter(([, value]) => typeof value === 'string' || typeof value === 'bigint')
              .map(([key, value]) => [key, typeof value === 'bigint' ? numberToHex(value) : value]),
          )
          return (await options.owner.request({
            method: 'gangway_signUserOperation',
            params: [
              { userOperation: { ...fields, sender: smart.address }, entryPoint: contracts.entryPoint },
            ],
          })) as `0x${string}`
        }
        return smart
      })
    : simple
  const bundler = account.then((smart) =>
    createBundlerClient({
      account: smart,
      client,
      transport: http(options.bundlerUrl, { timeout: 20_000, retryCount: 0 }),
      pollingInterval: polling,
    }),
  )
  const receiptOf = async (id: `0x${string}`) => {
    try {
      return await (await bundler).getUserOperationReceipt({ hash: id })
    } catch (error) {
      if (error instanceof UserOperationReceiptNotFoundError) return undefined
      throw error
    }
  }
  const api: SmartAccountClient = {
    chainId,
    address: async () => (await account).address,
    deployed: async () => (await account).isDeployed(),
    async sign(method, payload) {
      const params =
        method === 'personal_sign' ? [payload, options.ownerAddress] : [options.ownerAddress, payload]
      const signature = (await options.owner.request({ method, params })) as `0x${string}`
      const smart = await account
      if (await smart.isDeployed()) return signature
      const { factory, factoryData } = await smart.getFactoryArgs()
      if (!factory || !factoryData) return signature
      return serializeErc6492Signature({ address: factory, data: factoryData, signature })
    },
    async sendCalls(calls, signal) {
      signal?.throwIfAborted()
      try {
        return await (await bundler).sendUserOperation({
          calls: calls.map((call) => ({ to: call.to, data: call.data ?? '0x', value: call.value ?? 0n })),
        })
      } catch (error) {
        throw toUserOperationError(error)
      }
    },
    async callsStatus(id, signal) {
      signal?.throwIfAborted()
      try {
        return statusOf(id, chainId, await receiptOf(id))
      } catch (error) {
        throw new GangwayError(userOperationReceiptFailed, { cause: error })
      }
    },
    async waitForCalls(id, wait = {}) {
      const deadline = Date.now() + (wait.timeoutMs ?? FINAL_WAIT_MS)
      let last: CallsStatus | undefined
      for (;;) {
        wait.signal?.throwIfAborted()
        last = await api.callsStatus(id, wait.signal)
        if (last.status !== 100) return last
        if (Date.now() >= deadline)
          throw new GangwayError(userOperationReceiptFailed, {
            details: `status ${last.status} after ${wait.timeoutMs ?? FINAL_WAIT_MS} ms`,
          })
        await new Promise((resolve) => setTimeout(resolve, polling))
      }
    },
  }
  return api
}
