import type { Endpoints } from '../types/GangwayConfig.js'

/** Every service endpoint under one base URL: `{base}/api`, `/directory`, `/analytics`, `/relay` (ws), `/frame`. */
export function createEndpoints(base: string): Endpoints {
  const root = base.replace(/\/+$/, '')
  const relayRoot = root.replace(/^http(s?):\/\//i, (_match, secure: string) => `ws${secure}://`)
  return {
    api: `${root}/api`,
    directory: `${root}/directory`,
    analytics: `${root}/analytics`,
    relay: `${relayRoot}/relay`,
    secureFrame: `${root}/frame`,
  }
}
