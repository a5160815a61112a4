import type { WalletEntry } from '../../entries/plugin.js'
import type { WalletChoice } from './WalletChoice.js'

/** A wallet-list row for a directory wallet, reached by pairing. */
export function directoryChoice(
  wallet: WalletEntry,
  imageUrl: (imageId: string | undefined) => string | undefined,
  tag?: WalletChoice['tag'],
): WalletChoice {
  const image = imageUrl(wallet.image_id)
  return {
    key: `wallet:${wallet.id}`,
    name: wallet.name,
    wallet,
    ...(image ? { imageUrl: image } : {}),
    ...(tag ? { tag } : {}),
  }
}
