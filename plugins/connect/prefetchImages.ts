/** Starts loading images so that they show at once when their rows scroll in. */
export function prefetchImages(urls: readonly (string | undefined)[]): void {
  if (typeof Image === 'undefined') return
  for (const url of urls) {
    if (!url) continue
    const image = new Image()
    image.decoding = 'async'
    image.src = url
  }
}
