import type { StoredImage } from '../storage/StoredImage.js'
import { securityHeaders } from './securityHeaders.js'

/** An image answer, cached for a day; a sandboxing CSP so an SVG opened directly runs nothing on the host's origin. */
export function imageResponse(image: StoredImage, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...securityHeaders,
      'content-type': image.contentType,
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
      ...headers,
    },
  })
}
