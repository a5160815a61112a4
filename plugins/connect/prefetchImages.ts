import { loadedImages } from './loadedImages.js'

/** Starts loading images so that they show at once when their tiles appear. */
export function prefetchImages(urls: readonly (string | undefined)[]): void {
  if (typeof Image === 'undefined') return
  for (const url of urls) {
    if (!url || loadedImages.has(url)) continue
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => loadedImages.add(url)
    image.src = url
  }
}
