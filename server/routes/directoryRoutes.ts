import type { AppDeps } from '../app/AppDeps.js'
import type { Route } from '../app/Route.js'
import { createWalletAnswers } from '../directory/createWalletAnswers.js'
import { imageTypeOf } from '../directory/imageTypeOf.js'
import { knownNetworkNames } from '../directory/knownNetworkNames.js'
import { renderInitialsSvg } from '../directory/renderInitialsSvg.js'
import { renderWalletSprite } from '../directory/renderWalletSprite.js'
import { errorResponse } from '../http/errorResponse.js'
import { imageResponse } from '../http/imageResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { jsonTextResponse } from '../http/jsonTextResponse.js'
import type { StoredImage } from '../storage/StoredImage.js'

const IMAGE_ID = /^[-\w.:]{1,128}$/
const SYMBOL = /^[A-Za-z0-9]{1,12}$/
/** A sprite holds at most one page of wallets' images, and this many bytes of them. */
export const MAX_SPRITE_IMAGES = 40
export const MAX_SPRITE_BYTES = 2 * 1024 * 1024
const svg = (text: string): StoredImage => ({
  contentType: 'image/svg+xml',
  bytes: new TextEncoder().encode(text),
})

/** The wallet directory (spec section 7): wallets, images, project config, allowed origins, analytics config. */
export function directoryRoutes(deps: AppDeps): Route[] {
  const image =
    (find: (id: string) => Promise<StoredImage | undefined>, what: string): Route['handle'] =>
    async (c) => {
      const id = c.req.param('id') ?? ''
      if (!IMAGE_ID.test(id)) return errorResponse(400, `Invalid ${what} id`)
      const found = await find(id)
      return found ? imageResponse(found) : errorResponse(404, `Unknown ${what}`)
    }
  const symbolImage = async (id: string) =>
    (await deps.directory.storedImage(id)) ??
    (SYMBOL.test(id) ? svg(renderInitialsSvg(id, id.toUpperCase(), 'circle')) : undefined)
  // Each answer says how many of its images one GET /directory/getWalletImages serves, so that the widget
  // asks for sprites only of a directory that serves them.
  const walletAnswers = createWalletAnswers(() => deps.directory.wallets(), {
    fields: { imageSprites: MAX_SPRITE_IMAGES },
  })
  // Several wallet images in one answer (the widget's grid asks for its new tiles' images so): 404 when one is
  // unknown and 415 when one is not a PNG, JPEG, WebP or SVG, so the widget falls back to asking for each.
  const walletSprite: Route['handle'] = async (c) => {
    const ids = (c.get('query').get('ids') ?? '').split(',')
    if (ids.length > MAX_SPRITE_IMAGES || !ids.every((id) => IMAGE_ID.test(id)))
      return errorResponse(400, 'Invalid wallet image ids')
    const found = await Promise.all(ids.map((id) => deps.directory.walletImage(id)))
    const images = []
    let bytes = 0
    for (const image of found) {
      if (!image) return errorResponse(404, 'Unknown wallet image')
      const contentType = imageTypeOf(image.bytes)
      if (!contentType) return errorResponse(415, 'Unsupported wallet image')
      bytes += image.bytes.byteLength
      if (bytes > MAX_SPRITE_BYTES) return errorResponse(413, 'Wallet images too large')
      images.push({ contentType, bytes: image.bytes })
    }
    return imageResponse(renderWalletSprite(images))
  }
  return [
    {
      method: 'GET',
      path: '/directory/getWallets',
      handle: (c) => {
        const result = walletAnswers(c.get('query'))
        return 'reason' in result ? errorResponse(400, result.reason) : jsonTextResponse(result.json)
      },
    },
    {
      method: 'GET',
      path: '/directory/getWalletImage/:id',
      handle: image((id) => deps.directory.walletImage(id), 'wallet image'),
    },
    { method: 'GET', path: '/directory/getWalletImages', handle: walletSprite },
    {
      method: 'GET',
      path: '/directory/public/getAssetImage/:id',
      handle: image(async (id) => {
        const name = knownNetworkNames.get(id)
        return (
          (await deps.directory.storedImage(id)) ??
          (name === undefined ? undefined : svg(renderInitialsSvg(name, id, 'circle')))
        )
      }, 'asset image'),
    },
    { method: 'GET', path: '/directory/public/getTokenImage/:id', handle: image(symbolImage, 'token image') },
    {
      method: 'GET',
      path: '/directory/public/getCurrencyImage/:id',
      handle: image(symbolImage, 'currency image'),
    },
    {
      method: 'GET',
      path: '/directory/appkit/v1/config',
      handle: (c) => jsonResponse({ features: c.get('project').features }),
    },
    {
      method: 'GET',
      path: '/directory/projects/v1/origins',
      handle: (c) => jsonResponse({ allowedOrigins: c.get('project').allowedOrigins }),
    },
    {
      method: 'GET',
      path: '/directory/getAnalyticsConfig',
      handle: (c) => jsonResponse({ isAnalyticsEnabled: c.get('project').analytics }),
    },
  ]
}
