import { createWalletSprites } from './createWalletSprites.js'
import { loadedImages } from './loadedImages.js'

/** Images in one sprite at most: a screenful of All Wallets tiles (4 a row, 5 rows) and a few more. */
export const SPRITE_MAX_IMAGES = 24

/** All Wallets' image sprites, for the page (images already loaded are not asked for again). */
export const walletSprites = createWalletSprites(loadedImages, SPRITE_MAX_IMAGES)
