import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { SDK_TYPE, SDK_VERSION } from './defaults.js'

const paths = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
} as const

/** An image URL of the wallet directory service (spec section 7), with the project id and SDK identity. */
export function directoryImageUrl(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId'>,
  kind: keyof typeof paths,
  id: string | undefined,
): string | undefined {
  if (!id) return undefined
  const query = new URLSearchParams({ st: SDK_TYPE, sv: SDK_VERSION })
  if (config.projectId) query.set('projectId', config.projectId)
  return `${config.endpoints.directory.replace(/\/+$/, '')}${paths[kind]}${encodeURIComponent(id)}?${query}`
}
