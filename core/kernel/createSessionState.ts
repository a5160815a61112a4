import { checkCaipAddress } from '../caip/checkCaipAddress.js'
import type { ConnectResult } from '../plugin/ConnectResult.js'
import { emptyAccountState } from '../store/createAccountStore.js'
import type { Account, AccountState } from '../types/Account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import { blockExplorerUrl } from '../url/blockExplorerUrl.js'
import { safeUrl } from '../url/safeUrl.js'
import { checkAccounts } from './checkAccounts.js'
import type { SessionDeps } from './SessionDeps.js'

export interface SessionState {
  account(namespace: ChainNamespace): AccountState | undefined
  set(namespace: ChainNamespace, next: AccountState): void
  patch(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** The configured network the namespace is on; undefined for an unsupported one. */
  network(namespace: ChainNamespace): Network | undefined
  isConfigured(caipNetworkId: CaipNetworkId): boolean
  /** Forgets the namespace's account, active connector and stored connection. */
  clear(namespace: ChainNamespace): void
  /** The wallet's accounts that pass the namespace adapter's address check, in its canonical form. */
  checked(namespace: ChainNamespace, accounts: unknown): Account[]
  /** The CAIP-10 address and explorer link of `address` on the namespace's network, as its adapter gives them. */
  locate(
    namespace: ChainNamespace,
    caipNetworkId: CaipNetworkId | undefined,
    address: string,
  ): Pick<AccountState, 'caipAddress' | 'addressExplorerUrl'>
  walletInfo(info: ConnectResult['walletInfo']): ConnectResult['walletInfo']
}

/** The session's reads and writes of account state, each namespace's adapter answering for its addresses. */
export function createSessionState(
  deps: Pick<SessionDeps, 'stores' | 'chain' | 'persistence'>,
): SessionState {
  const { stores, chain, persistence } = deps
  const account = (namespace: ChainNamespace) => stores.accounts.getState().byNamespace[namespace]
  const set = (namespace: ChainNamespace, next: AccountState) =>
    stores.accounts.setState({
      byNamespace: { ...stores.accounts.getState().byNamespace, [namespace]: next },
    })
  const network = (namespace: ChainNamespace): Network | undefined => {
    const { configured, active } = stores.networks.getState()
    return configured.find((item) => item.caipNetworkId === active[namespace])
  }
  const explorerUrl = (namespace: ChainNamespace, address: string) => {
    const on = network(namespace)
    const link = chain(namespace)?.explorerUrl ?? blockExplorerUrl
    try {
      return on ? safeUrl(link(on, { address }), 'web') : undefined
    } catch {
      return undefined
    }
  }
  return {
    account,
    set,
    patch: (namespace, patch) => set(namespace, { ...(account(namespace) ?? emptyAccountState), ...patch }),
    network,
    isConfigured: (caipNetworkId) =>
      stores.networks
        .getState()
        .configured.some(
          (item) => item.caipNetworkId === caipNetworkId || item.deprecatedCaipNetworkId === caipNetworkId,
        ),
    clear(namespace) {
      set(namespace, emptyAccountState)
      const { active } = stores.connectors.getState()
      const { [namespace]: _removed, ...rest } = active
      stores.connectors.setState({ active: rest })
      persistence.clearConnection(namespace)
    },
    checked(namespace, accounts) {
      const adapter = chain(namespace)
      if (!adapter) return []
      return checkAccounts(namespace, accounts, (address) => adapter.normalizeAddress(address), 'eoa')
    },
    locate: (namespace, caipNetworkId, address) => ({
      caipAddress: caipNetworkId ? checkCaipAddress(`${caipNetworkId}:${address}`, chain) : undefined,
      addressExplorerUrl: explorerUrl(namespace, address),
    }),
    walletInfo(info) {
      if (!info) return undefined
      const icon = safeUrl(info.icon, 'image')
      const { icon: _raw, ...rest } = info
      return icon ? { ...rest, icon } : rest
    },
  }
}
