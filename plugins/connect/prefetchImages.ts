import type { WalletEntry } from '../../entries/plugin.js'
import type { SpriteImage } from './createWalletSprites.js'
import { loadedImages } from './loadedImages.js'
import { walletSprites } from './walletSprites.js'

const preload = (url: string, onload: () => void, onerror?: () => void) => {
  const image = new Image()
  image.decoding = 'async'
  image.onload = onload
  if (onerror) image.onerror = onerror
  image.src = url
}

/** The directory images of `wallets` (those with one), for prefetchImages and walletSprites. */
export function spriteImages(
  wallets: readonly WalletEntry[],
  imageUrl: (imageId: string | undefined) => string | undefined,
): SpriteImage[] {
  const images: SpriteImage[] = []
  for (const wallet of wallets) {
    const url = imageUrl(wallet.image_id)
    if (wallet.image_id && url) images.push({ id: wallet.image_id, url })
  }
  return images
}

/**
 * Starts loading images so that they show at once when their tiles appear: in one sprite (walletSprites)
 * where the directory serves them (at most `limit` in one), else each from its own URL.
 */
export function prefetchImages(
  images: readonly SpriteImage[],
  spriteUrl: (imageIds: readonly string[]) => string | undefined,
  limit?: number,
): void {
  if (typeof Image === 'undefined') return
  const alone = (url: string) => {
    if (!loadedImages.has(url) && walletSprites.cell(url).src === url)
      preload(url, () => loadedImages.add(url))
  }
  for (const sprite of walletSprites.group(images, spriteUrl, limit))
    preload(
      sprite,
      () => {
        walletSprites.loaded(sprite)
        loadedImages.add(sprite)
      },
      () => {
        walletSprites.fail(sprite)
        for (const { url } of images) alone(url)
      },
    )
  for (const { url } of images) alone(url)
}
