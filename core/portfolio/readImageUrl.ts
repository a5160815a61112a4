import { safeUrl } from '../url/safeUrl.js'

/** An absolute http(s) image URL allow-listed by safeUrl (https, http only on loopback), else undefined. */
export function readImageUrl(value: unknown): string | undefined {
  const url = safeUrl(value, 'image')
  return url?.startsWith('http') ? url : undefined
}
