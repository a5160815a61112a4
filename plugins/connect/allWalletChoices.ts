import type { WalletEntry } from '../../entries/plugin.js'
import { connectorChoice } from './connectorChoice.js'
import { searchName } from './searchName.js'
import type { WalletChoice } from './WalletChoice.js'
import type { WalletGroup } from './WalletGroup.js'
import { walletIdentity } from './walletIdentity.js'

export interface AllWalletSources {
  /** Installed wallets (installedWallets). */
  readonly installed: readonly WalletGroup[]
  /** The recently used wallets: their directory tiles are tagged 'recent'. */
  readonly recent: readonly WalletEntry[]
  /** The directory's wallets, already matching `search`. */
  readonly wallets: readonly WalletEntry[]
  readonly search: string
  readonly imageUrl: (imageId: string | undefined) => string | undefined
  /** The tile of a directory wallet (cached by the caller). */
  readonly choiceOf: (wallet: WalletEntry, tag?: WalletChoice['tag']) => WalletChoice
}

/** All Wallets' tiles: installed wallets matching `search` first (tagged), then the directory's others, each once. */
export function allWalletChoices(sources: AllWalletSources): WalletChoice[] {
  const needle = sources.search.toLowerCase()
  const installedIdentities = new Map<string, WalletGroup>()
  for (const group of sources.installed)
    for (const connector of group.members)
      installedIdentities.set(walletIdentity({ id: connector.id, rdns: connector.info?.rdns }), group)
  const recentIdentities = new Set(sources.recent.map(walletIdentity))
  const listedImage = new Map<WalletGroup, string | undefined>()
  const rest: WalletChoice[] = []
  for (const wallet of sources.wallets) {
    const identity = walletIdentity(wallet)
    const installed = installedIdentities.get(identity)
    if (installed) listedImage.set(installed, wallet.image_id)
    else rest.push(sources.choiceOf(wallet, recentIdentities.has(identity) ? 'recent' : undefined))
  }
  const top: WalletChoice[] = []
  for (const group of sources.installed) {
    if (needle && !searchName(group.connector).includes(needle)) continue
    const choice = connectorChoice(group, sources.imageUrl, 'installed')
    const imageId = listedImage.get(group)
    top.push(
      choice.imageUrl || imageId === undefined ? choice : { ...choice, imageUrl: sources.imageUrl(imageId) },
    )
  }
  return top.length > 0 ? [...top, ...rest] : rest
}
