import {
  ChainError,
  ConnectionError,
  chainNotSupported,
  connectBeforeRequest,
  type Network,
  shouldAddChainOnSwitchError,
  toRpcError,
} from '../../entries/plugin.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

/** wallet_switchEthereumChain; when the wallet does not know the chain, wallet_addEthereumChain and switch again. */
export async function switchChain(provider: Eip1193Provider | undefined, network: Network): Promise<void> {
  if (!provider) throw new ConnectionError(connectBeforeRequest)
  const chainId = `0x${Number(network.id).toString(16)}`
  const switchTo = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchTo()
    return
  } catch (error) {
    if (!shouldAddChainOnSwitchError(error)) throw toRpcError(error)
  }
  const explorer = network.blockExplorers?.default.url
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
  } catch (error) {
    const rpcError = toRpcError(error)
    if (rpcError.code === 4001) throw rpcError
    throw new ChainError(chainNotSupported, { cause: rpcError, details: rpcError.details })
  }
  try {
    await switchTo()
  } catch (error) {
    throw toRpcError(error)
  }
}
