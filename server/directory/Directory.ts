import type { WalletEntry } from '../../core/types/Connector.js'
import type { GangwayStore } from '../storage/GangwayStore.js'
import type { StoredImage } from '../storage/StoredImage.js'

/** The wallet directory as served: the curated list with the host's edits, and images. */
export interface Directory {
  wallets(): readonly WalletEntry[]
  /** A wallet's image by its image id or wallet id: the host's image, else one drawn for it. */
  walletImage(id: string): Promise<StoredImage | undefined>
  /** An image the host stored under `id` (asset, token and currency images). */
  storedImage(id: string): Promise<StoredImage | undefined>
  /** The store's images, written through: an image put or removed here is served (or not) at once. */
  readonly images: GangwayStore['images']
  /** Reloads the host's edits now when they changed. */
  refresh(): Promise<void>
  close(): void
}
