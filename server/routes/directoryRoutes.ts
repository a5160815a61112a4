import type { AppDeps } from '../app/AppDeps.js'
import type { Route } from '../app/Route.js'
import { createWalletAnswers } from '../directory/createWalletAnswers.js'
import { knownNetworkNames } from '../directory/knownNetworkNames.js'
import { renderInitialsSvg } from '../directory/renderInitialsSvg.js'
import { errorResponse } from '../http/errorResponse.js'
import { imageResponse } from '../http/imageResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { jsonTextResponse } from '../http/jsonTextResponse.js'
import type { StoredImage } from '../storage/StoredImage.js'

const IMAGE_ID = /^[-\w.:]{1,128}$/
const SYMBOL = /^[A-Za-z0-9]{1,12}$/
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
  const walletAnswers = createWalletAnswers(() => deps.directory.wallets())
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
