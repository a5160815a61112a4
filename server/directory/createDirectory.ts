import type { WalletEntry } from '../../core/types/Connector.js'
import type { ServerLogger } from '../ServerLogger.js'
import type { GangwayStore } from '../storage/GangwayStore.js'
import type { StoredImage } from '../storage/StoredImage.js'
import { applyWalletEdits } from './applyWalletEdits.js'
import type { Directory } from './Directory.js'
import { renderWalletImage } from './renderWalletImage.js'

const MAX_CACHED_IMAGES = 2_000

/**
 * The directory over `curated` and the host's edits in `store`: loaded at start, then reloaded when
 * they change (checked every `refreshMs`, so an edit made by `gangway wallets` or another instance
 * shows within that time). The ids of the stored images are loaded with the edits and kept current by
 * `images` (the store's, written through), so an image that is not stored (a drawn one) is answered without
 * asking the database; stored ones are cached in memory (bounded) and dropped with each reload.
 */
export async function createDirectory(
  store: Pick<GangwayStore, 'wallets' | 'images'>,
  curated: readonly WalletEntry[],
  options: { readonly refreshMs?: number; readonly logger?: ServerLogger } = {},
): Promise<Directory> {
  let version = ''
  let wallets: readonly WalletEntry[] = curated
  let byImage = new Map<string, WalletEntry>()
  let images = new Map<string, StoredImage | null>()
  // Ids with an image in the store: any other id (every drawn wallet image, every symbol) costs no query.
  let storedIds = new Set<string>()

  const load = async (): Promise<void> => {
    const current = await store.wallets.version()
    if (current === version) return
    const edits = await store.wallets.edits()
    const ids = await store.images.ids()
    version = current
    storedIds = new Set(ids)
    // A wallet without an image id of its own is served with its id as one, so the widget asks for its
    // drawn image (walletImage answers by either id).
    wallets = applyWalletEdits(curated, edits).map((wallet) =>
      wallet.image_id ? wallet : { ...wallet, image_id: wallet.id },
    )
    byImage = new Map()
    for (const wallet of wallets) {
      byImage.set(wallet.id, wallet)
      if (wallet.image_id) byImage.set(wallet.image_id, wallet)
    }
    images = new Map()
  }
  await load()

  const remember = (id: string, image: StoredImage | null): void => {
    if (images.size >= MAX_CACHED_IMAGES) images.delete(images.keys().next().value as string)
    images.set(id, image)
  }
  const stored = async (id: string): Promise<StoredImage | undefined> => {
    if (!storedIds.has(id)) return undefined
    const cached = images.get(id)
    if (cached !== undefined) return cached ?? undefined
    const image = await store.images.get(id)
    remember(id, image ?? null)
    return image
  }

  let refreshing: Promise<void> | undefined
  const refresh = (): Promise<void> => {
    refreshing ??= load().finally(() => {
      refreshing = undefined
    })
    return refreshing
  }
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => options.logger?.error('directory: reloading the edits failed', error))
  }, options.refreshMs ?? 5_000)
  timer.unref?.()

  return {
    wallets: () => wallets,
    storedImage: stored,
    images: {
      ...store.images,
      async put(id, image) {
        await store.images.put(id, image)
        storedIds.add(id)
        images.delete(id)
      },
      async remove(id) {
        const removed = await store.images.remove(id)
        storedIds.delete(id)
        images.delete(id)
        return removed
      },
    },
    async walletImage(id) {
      const wallet = byImage.get(id)
      if (!wallet) return undefined
      const own =
        (await stored(id)) ??
        (wallet.image_id && wallet.image_id !== id ? await stored(wallet.image_id) : undefined)
      if (own) return own
      const key = `drawn:${wallet.id}`
      const cached = images.get(key)
      if (cached) return cached
      const drawn = renderWalletImage(wallet.id, wallet.name)
      remember(key, drawn)
      return drawn
    },
    refresh,
    close: () => clearInterval(timer),
  }
}
