import { type Address, encodeFunctionData, erc20Abi, type Hex, numberToHex, stringToHex } from 'viem'
import {
  ChainError,
  ConnectionError,
  capabilitiesNeedAddress,
  chainRpcUrls,
  connectBeforeRequest,
  noRpcUrl,
  signingNeedsProvider,
  toRpcError,
} from '../../entries/plugin.js'
import type { ChainReader } from './createChainReader.js'
import type { Eip155Api } from './Eip155Api.js'
import type { Eip155Runtime } from './Eip155Runtime.js'
import type { Eip155TransactionRequest } from './Eip155TransactionRequest.js'
import { toTransactionError } from './toTransactionError.js'
import { validateCalls } from './validateCalls.js'

const toBigInt = (value: bigint | number | string | undefined) =>
  value === undefined ? undefined : BigInt(value)

const toQuantity = (value: bigint | number | string | undefined) => {
  const amount = toBigInt(value)
  return amount === undefined ? undefined : numberToHex(amount)
}

const first = (params: unknown) => (Array.isArray(params) ? params[0] : undefined)

/** The viem-backed eip155 actions, loaded by import() on first use. */
export function createEip155Actions(runtime: Eip155Runtime): Omit<Eip155Api, 'getProvider'> {
  const readers = new Map<string, Promise<ChainReader>>()

  const connection = () => {
    const current = runtime.connection()
    if (!current) throw new ConnectionError(connectBeforeRequest)
    return current
  }
  const reader = () => {
    const network = runtime.network()
    const config = runtime.config()
    const urls = network && config ? chainRpcUrls(network, config) : []
    if (!urls[0]) throw new ChainError(noRpcUrl, { details: String(network?.id) })
    const key = urls.join(' ')
    let client = readers.get(key)
    if (!client) {
      client = import('./createChainReader.js').then(({ createChainReader }) =>
        createChainReader(urls, { fetch: config?.fetch, timeoutMs: runtime.rpcTimeoutMs }),
      )
      readers.set(key, client)
    }
    return client
  }
  const call = async (method: string, params?: unknown) => {
    const { provider } = connection()
    try {
      return await provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toRpcError(error)
    }
  }

  const actions: Omit<Eip155Api, 'getProvider'> = {
    async signMessage({ message, address }) {
      const current = runtime.connection()
      if (!current) throw new ConnectionError(signingNeedsProvider)
      return (await call('personal_sign', [stringToHex(message), address ?? current.address])) as Hex
    },

    async sendTransaction(request: Eip155TransactionRequest) {
      const { provider, address } = connection()
      const fields = {
        from: request.from ?? address,
        to: request.to,
        data: request.data,
        value: toQuantity(request.value),
        gas: toQuantity(request.gas),
        nonce: toQuantity(request.nonce),
        maxFeePerGas: toQuantity(request.maxFeePerGas),
        maxPriorityFeePerGas: toQuantity(request.maxPriorityFeePerGas),
      }
      const transaction = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      )
      try {
        return (await provider.request({ method: 'eth_sendTransaction', params: [transaction] })) as Hex
      } catch (error) {
        throw toTransactionError(error)
      }
    },

    transferToken: ({ token, to, amount }) =>
      actions.sendTransaction({
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] }),
      }),

    approveToken: ({ token, spender, amount }) =>
      actions.sendTransaction({
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender as Address, amount],
        }),
      }),

    async estimateGas(request) {
      const { address } = connection()
      try {
        return await (await reader()).estimateGas({
          account: (request.from ?? address) as Address,
          to: request.to as Address | undefined,
          data: request.data as Hex | undefined,
          value: toBigInt(request.value),
        })
      } catch (error) {
        throw toTransactionError(error)
      }
    },

    async getCapabilities(address) {
      const owner = address ?? runtime.connection()?.address
      if (!owner) throw new ChainError(capabilitiesNeedAddress)
      return call('wallet_getCapabilities', [owner])
    },

    async sendCalls({ calls, atomicRequired, capabilities }) {
      const { address, chainId } = connection()
      const valid = validateCalls(calls)
      return call('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: numberToHex(chainId),
          from: address,
          atomicRequired: atomicRequired ?? false,
          calls: valid.map((item) => ({
            to: item.to,
            ...(item.data === undefined ? {} : { data: item.data }),
            ...(item.value === undefined ? {} : { value: toQuantity(item.value) }),
          })),
          ...(capabilities ? { capabilities } : {}),
        },
      ])
    },

    async waitForReceipt(hash, options) {
      return (await reader()).waitForReceipt(hash, options?.timeoutMs ?? 120_000)
    },

    async request({ method, params }) {
      if (method === 'wallet_getCapabilities') return actions.getCapabilities(first(params))
      if (method === 'eth_sendTransaction') return actions.sendTransaction(first(params) ?? {})
      if (method === 'wallet_sendCalls')
        validateCalls((first(params) as { calls?: unknown } | undefined)?.calls)
      return call(method, params)
    },
  }
  return actions
}
