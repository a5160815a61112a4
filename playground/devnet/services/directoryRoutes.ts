import type { WalletEntry } from '../../../entries/plugin.js'
import { queryWallets } from '../../../server/directory/queryWallets.js'
import { renderInitialsSvg } from '../../../server/directory/renderInitialsSvg.js'
import { renderWalletImage } from '../../../server/directory/renderWalletImage.js'
import type { DevReply } from './DevReply.js'
import type { DevRoute } from './DevRoute.js'
import type { DevServicesState } from './DevServicesState.js'
import { devDirectoryNetworks } from './devDirectoryNetworks.js'
import { errorReply } from './errorReply.js'

const svg = (image: string): DevReply => ({
  status: 200,
  svg: image,
  headers: { 'cache-control': 'public, max-age=86400' },
})

/** The wallet directory's paths (spec section 7): wallets, images (wallets as PNG, networks and tokens as SVG), project config, allowed origins, analytics config. */
export function directoryRoutes(state: DevServicesState): DevRoute[] {
  const byImage = new Map<string, WalletEntry>()
  for (const wallet of state.wallets) {
    byImage.set(wallet.id, wallet)
    if (wallet.image_id) byImage.set(wallet.image_id, wallet)
  }
  const networks = new Map(devDirectoryNetworks.map((network) => [network.caipNetworkId, network.name]))
  for (const chain of state.chains) networks.set(`eip155:${chain.chainId}`, chain.name)
  return [
    {
      pattern: /^\/getWallets$/,
      methods: ['GET'],
      handle: (request) => {
        const result = queryWallets(state.wallets, request.query)
        return 'reason' in result ? errorReply(400, result.reason) : { status: 200, json: result.page }
      },
    },
    {
      pattern: /^\/getWalletImage\/([^/]+)$/,
      methods: ['GET'],
      handle: (_request, [id]) => {
        const wallet = byImage.get(id!)
        return wallet
          ? {
              status: 200,
              image: renderWalletImage(wallet.id, wallet.name),
              headers: { 'cache-control': 'public, max-age=86400' },
            }
          : errorReply(404, `Unknown wallet image: ${id}`)
      },
    },
    {
      pattern: /^\/public\/getAssetImage\/([^/]+)$/,
      methods: ['GET'],
      handle: (_request, [id]) => {
        const name = networks.get(id!)
        return name
          ? svg(renderInitialsSvg(name, id!, 'circle'))
          : errorReply(404, `Unknown asset image: ${id}`)
      },
    },
    {
      pattern: /^\/public\/get(?:Token|Currency)Image\/([^/]+)$/,
      methods: ['GET'],
      handle: (_request, [symbol]) =>
        /^[A-Za-z0-9]{1,12}$/.test(symbol!)
          ? svg(renderInitialsSvg(symbol!, symbol!.toUpperCase(), 'circle'))
          : errorReply(404, `Unknown image: ${symbol}`),
    },
    {
      pattern: /^\/appkit\/v1\/config$/,
      methods: ['GET'],
      handle: () => ({ status: 200, json: { features: state.remoteFeatures ?? {} } }),
    },
    {
      pattern: /^\/projects\/v1\/origins$/,
      methods: ['GET'],
      handle: () => ({ status: 200, json: { allowedOrigins: state.allowedOrigins } }),
    },
    {
      pattern: /^\/getAnalyticsConfig$/,
      methods: ['GET'],
      handle: () => ({ status: 200, json: { isAnalyticsEnabled: state.analyticsEnabled } }),
    },
  ]
}
