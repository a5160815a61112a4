/** A directory image a tile is about to show: its image id and its own URL. */
export interface SpriteImage {
  readonly id: string
  readonly url: string
}

/** How an `<img>` (with `object-fit: cover`) shows an image: a sprite with the cell's `object-position`, or the image's own URL. */
export interface SpriteCell {
  readonly src: string
  readonly position?: string
}

export interface WalletSprites {
  /**
   * Decides how the images not decided yet are loaded: those not loaded already, two or more, share
   * sprites (one request for each `max` of them, or each `limit` where the directory serves fewer in one
   * sprite, built by `spriteUrl` from their ids, undefined when the directory serves no sprite of them); any
   * other is loaded from its own URL. Idempotent: an image keeps what was decided for it. Returns the new sprites' URLs.
   */
  group(
    images: readonly SpriteImage[],
    spriteUrl: (ids: readonly string[]) => string | undefined,
    limit?: number,
  ): readonly string[]
  /** What an `<img>` shows for the image at `url` (the same object each time, until a sprite fails). */
  cell(url: string): SpriteCell
  /** A sprite loaded: the directory serves sprites. */
  loaded(sprite: string): void
  /**
   * A sprite failed: its images go back to their own URLs (and the tiles hear of it); when no sprite has
   * loaded yet, the directory serves none (it is not a Gangway server, or an old one) and none is asked for again.
   */
  fail(sprite: string): void
  subscribe(listener: () => void): () => void
  /** Forgets every decision, as a new page would (for tests). */
  clear(): void
}

/**
 * All Wallets' image sprites: the tiles that appear together (a search answer, a row scrolled into view)
 * ask the directory for their images in one request instead of one each (`/getWalletImages`: a row of
 * square cells, SPRITE_GUTTER px apart, so that `object-position: (index / (count - 1)) 50%` shows one). On
 * 2 cores, each image request costs the page about 1 ms of main-thread tasks (loading, decoding, a load
 * event), and the network service and the server as much again: 17 of them doubled the cost of a search
 * keystroke. Images already loaded (`loaded`, by their own URL) are not asked for again.
 */
export function createWalletSprites(loaded: ReadonlySet<string>, max: number): WalletSprites {
  const decided = new Map<string, SpriteCell>()
  const own = new Map<string, SpriteCell>()
  // Each sprite's images' own URLs, in order.
  const sprites = new Map<string, readonly string[]>()
  const listeners = new Set<() => void>()
  let serves: boolean | undefined

  const alone = (url: string): SpriteCell => {
    let cell = own.get(url)
    if (!cell) {
      cell = { src: url }
      own.set(url, cell)
    }
    return cell
  }

  return {
    group(images, spriteUrl, limit = max) {
      const fresh: SpriteImage[] = []
      const seen = new Set<string>()
      for (const image of images)
        if (!decided.has(image.url) && !seen.has(image.url)) {
          seen.add(image.url)
          if (serves === false || loaded.has(image.url)) decided.set(image.url, alone(image.url))
          else fresh.push(image)
        }
      const made: string[] = []
      const size = limit >= 2 ? Math.min(max, limit) : max
      for (let start = 0; start < fresh.length; start += size) {
        const part = fresh.slice(start, start + size)
        // A lone image is loaded from its own URL, and so is any the directory serves no sprite of.
        const sprite = part.length < 2 ? undefined : spriteUrl(part.map((image) => image.id))
        if (sprite === undefined) {
          for (const image of part) decided.set(image.url, alone(image.url))
          continue
        }
        part.forEach((image, index) => {
          decided.set(image.url, { src: sprite, position: `${(index / (part.length - 1)) * 100}% 50%` })
        })
        sprites.set(
          sprite,
          part.map((image) => image.url),
        )
        made.push(sprite)
      }
      return made
    },
    cell: (url) => decided.get(url) ?? alone(url),
    loaded(sprite) {
      if (sprites.has(sprite)) serves = true
    },
    fail(sprite) {
      const urls = sprites.get(sprite)
      if (!urls) return
      sprites.delete(sprite)
      for (const url of urls) decided.set(url, alone(url))
      serves ||= false
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear() {
      decided.clear()
      own.clear()
      sprites.clear()
      serves = undefined
    },
  }
}
