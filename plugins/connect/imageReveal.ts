import { createImageReveal } from './createImageReveal.js'
import { loadedImages } from './loadedImages.js'

/** All Wallets' image batches: the tiles of a new page or search answer show their images together, 200 ms at most after the first was asked. */
export const imageReveal = createImageReveal(loadedImages, 200)
