import { SDK_TYPE, SDK_VERSION } from '../../entries/plugin.js'

/** POST /e under the analytics endpoint with projectId, st and sv: an http(s) URL with no credentials, else undefined. */
export function analyticsUrl(endpoint: string, projectId: string): string | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return undefined
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !projectId) return undefined
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/e`
  const query = new URLSearchParams(url.search)
  query.set('projectId', projectId)
  query.set('st', SDK_TYPE)
  query.set('sv', SDK_VERSION)
  url.search = query.toString()
  url.hash = ''
  return url.href
}
