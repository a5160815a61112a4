import type { DevWalletChain } from './DevWalletChain.js'
import type { DevWalletChains } from './DevWalletChains.js'
import type { DevWalletState } from './DevWalletState.js'
import { isRecord } from './isRecord.js'
import { jsonRpc } from './jsonRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { parseAddChainParams } from './parseAddChainParams.js'
import { readChainId } from './readChainId.js'
import { toHex } from './toHex.js'

interface DevWalletChainsOptions {
  readonly builtInChains: readonly DevWalletChain[]
  readonly state: DevWalletState
  readonly save: () => void
  readonly emit: (event: string, ...args: unknown[]) => void
  readonly confirm: (method: string, params: unknown) => Promise<void>
}

/** wallet_switchEthereumChain and wallet_addEthereumChain over the built-in and user-added chains. */
export function createDevWalletChains(options: DevWalletChainsOptions): DevWalletChains {
  const { builtInChains, state, save, emit, confirm } = options

  function knownChains(): DevWalletChain[] {
    const added = new Map(state.addedChains.map((chain) => [chain.chainId, chain]))
    return [...builtInChains.filter((chain) => !added.has(chain.chainId)), ...added.values()]
  }

  function currentChain(): DevWalletChain {
    return knownChains().find((chain) => chain.chainId === state.chainId) ?? builtInChains[0]!
  }

  function switchTo(chainId: number): void {
    if (state.chainId === chainId) return
    state.chainId = chainId
    save()
    emit('chainChanged', toHex(chainId))
  }

  function switchChain(params: readonly unknown[]): null {
    const target = isRecord(params[0]) ? readChainId(params[0].chainId) : Number.NaN
    if (Number.isNaN(target))
      throw new ProviderRpcError(-32602, 'wallet_switchEthereumChain expects [{ chainId }]')
    if (!knownChains().some((chain) => chain.chainId === target))
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID "${toHex(target)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    switchTo(target)
    return null
  }

  async function addChain(params: readonly unknown[]): Promise<null> {
    const chain = parseAddChainParams(params)
    if (knownChains().some((known) => known.chainId === chain.chainId)) {
      switchTo(chain.chainId)
      return null
    }
    let reported: unknown
    try {
      reported = await jsonRpc(chain.rpcUrl, 'eth_chainId')
    } catch {
      throw new ProviderRpcError(-32603, `Could not fetch chain ID. Is your RPC URL correct? ${chain.rpcUrl}`)
    }
    if (typeof reported !== 'string' || Number.parseInt(reported, 16) !== chain.chainId)
      throw new ProviderRpcError(
        -32602,
        `Chain ID returned by RPC URL ${chain.rpcUrl} does not match ${toHex(chain.chainId)}`,
      )
    await confirm('wallet_addEthereumChain', params)
    state.addedChains = [...state.addedChains.filter((known) => known.chainId !== chain.chainId), chain]
    save()
    switchTo(chain.chainId)
    return null
  }

  return { knownChains, currentChain, switchTo, switchChain, addChain }
}
