import type { HttpClient } from '../../entries/plugin.js'

const limits = new WeakMap<HttpClient, number>()

/** Notes what a directory's latest GET /getWallets answer said of image sprites (WalletPage.imageSprites). */
export function noteImageSprites(client: HttpClient, limit: number | undefined): void {
  if (limit) limits.set(client, limit)
  else limits.delete(client)
}

/**
 * Whether the directory of `client` serves `count` wallet images as one sprite: only a directory that said
 * so is asked (any other, such as one that follows the directory API alone, would answer each sprite with
 * an error that the host's console shows).
 */
export function servesImageSprites(client: HttpClient, count: number): boolean {
  return count <= imageSpriteLimit(client)
}

/** How many wallet images the directory of `client` serves in one sprite (0: none). */
export function imageSpriteLimit(client: HttpClient): number {
  return limits.get(client) ?? 0
}
