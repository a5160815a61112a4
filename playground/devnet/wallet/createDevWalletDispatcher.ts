import type { PrivateKeyAccount } from 'viem/accounts'
import type { DevWalletCalls } from './DevWalletCalls.js'
import type { DevWalletChains } from './DevWalletChains.js'
import type { DevWalletContext } from './DevWalletContext.js'
import { isRecord } from './isRecord.js'
import { jsonRpc } from './jsonRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { readDevWalletAssets } from './readDevWalletAssets.js'
import { sendDevTransaction } from './sendDevTransaction.js'
import { toHex } from './toHex.js'

type Params = readonly unknown[]

const proxiedPrefixes = ['eth_', 'net_', 'web3_']
const notProxied = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_getEncryptionPublicKey',
  'eth_decrypt',
])

const invalidParams = (message: string): ProviderRpcError => new ProviderRpcError(-32602, message)
const unsupported = (method: string): ProviderRpcError =>
  new ProviderRpcError(4200, `The requested method ${method} is not supported by this Ethereum provider.`)

/** Routes an EIP-1193 request to the wallet's handlers, proxying read-only eth_/net_/web3_ calls to the chain. */
export function createDevWalletDispatcher(
  context: DevWalletContext,
  chains: DevWalletChains,
  calls: DevWalletCalls,
): (method: string, params: Params) => Promise<unknown> {
  const { state, addresses, accountFor, setAuthorised, confirm, serialised, currentChain } = context
  let connectPending = false

  function permissions(): unknown[] {
    if (!state.authorised) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: typeof location === 'undefined' ? 'node' : location.origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
        date: Date.now(),
      },
    ]
  }

  async function requestAccounts(method: string, params: unknown): Promise<void> {
    if (state.authorised) return
    if (connectPending) throw new ProviderRpcError(-32002, `Already processing ${method}. Please wait.`)
    connectPending = true
    try {
      await confirm(method, params)
    } finally {
      connectPending = false
    }
    setAuthorised(true)
  }

  async function signTypedData(params: Params): Promise<unknown> {
    const account = accountFor(params[0])
    const raw = params[1]
    let typedData: unknown
    try {
      typedData = typeof raw === 'string' ? JSON.parse(raw) : raw
    } catch {
      throw invalidParams('eth_signTypedData_v4 expects typed data as JSON')
    }
    if (!isRecord(typedData) || !isRecord(typedData.types) || typeof typedData.primaryType !== 'string')
      throw invalidParams('eth_signTypedData_v4 expects { domain, types, primaryType, message }')
    const domain = isRecord(typedData.domain) ? { ...typedData.domain } : {}
    if (domain.chainId !== undefined) {
      const domainChainId = Number(domain.chainId)
      if (domainChainId !== state.chainId)
        throw invalidParams(
          `Provided chainId "${domainChainId}" must match the active chainId "${state.chainId}"`,
        )
      domain.chainId = domainChainId
    }
    await confirm('eth_signTypedData_v4', params)
    return account.signTypedData({
      domain,
      types: typedData.types,
      primaryType: typedData.primaryType,
      message: isRecord(typedData.message) ? typedData.message : {},
    } as Parameters<PrivateKeyAccount['signTypedData']>[0])
  }

  return async function handle(method: string, params: Params): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        await requestAccounts(method, params)
        return addresses()
      case 'eth_accounts':
        return state.authorised ? addresses() : []
      case 'eth_coinbase':
        return state.authorised ? addresses()[0] : null
      case 'eth_chainId':
        return toHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'personal_sign': {
        const account = accountFor(params[1])
        const message = params[0]
        if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
        await confirm(method, params)
        return account.signMessage({
          message: /^0x([0-9a-fA-F]{2})*$/.test(message) ? { raw: message as `0x${string}` } : message,
        })
      }
      case 'eth_signTypedData_v4':
        return signTypedData(params)
      case 'eth_sendTransaction': {
        const transaction = params[0]
        if (!isRecord(transaction)) throw invalidParams('eth_sendTransaction expects [transaction]')
        const account = accountFor(transaction.from)
        const { rpcUrl, chainId } = currentChain()
        return sendDevTransaction({
          rpcUrl,
          chainId,
          account,
          transaction,
          confirm: () => confirm(method, params),
          exclusive: serialised,
        })
      }
      case 'wallet_switchEthereumChain':
        return chains.switchChain(params)
      case 'wallet_addEthereumChain':
        return chains.addChain(params)
      case 'wallet_getCapabilities':
        return calls.capabilities(params)
      case 'wallet_getAssets':
        return readDevWalletAssets(context, params)
      case 'wallet_sendCalls':
        return calls.sendCalls(params)
      case 'wallet_getCallsStatus':
        return calls.callsStatus(params)
      case 'wallet_requestPermissions': {
        const requested = params[0]
        if (!isRecord(requested) || !('eth_accounts' in requested) || Object.keys(requested).length !== 1)
          throw invalidParams('wallet_requestPermissions supports only [{ eth_accounts: {} }]')
        await requestAccounts(method, params)
        return permissions()
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        if (!isRecord(params[0]) || !('eth_accounts' in params[0]))
          throw invalidParams('wallet_revokePermissions expects [{ eth_accounts: {} }]')
        setAuthorised(false)
        return null
    }
    if (proxiedPrefixes.some((prefix) => method.startsWith(prefix)) && !notProxied.has(method))
      return jsonRpc(currentChain().rpcUrl, method, params)
    throw unsupported(method)
  }
}
