/** An image URL compared by what it shows: a data: URL by its media type and decoded content, any other as written. */
export function imageKey(url: string): string {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(url)
  if (!match) return url
  const [, type = '', parameters = '', payload = ''] = match
  try {
    const content = parameters.split(';').includes('base64') ? atob(payload) : decodeURIComponent(payload)
    return `data:${type.toLowerCase()},${content}`
  } catch {
    return url
  }
}
