import type { PageInfo } from './createEventBuilder.js'

/** The page's http(s) URL (origin and path) and host name; undefined outside a web page. */
export function pageInfo(): PageInfo | undefined {
  if (typeof location === 'undefined' || !/^https?:$/.test(location.protocol)) return undefined
  return { url: `${location.origin}${location.pathname}`.slice(0, 2_048), domain: location.hostname }
}
