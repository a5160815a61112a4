/** '/gangway/' or 'gangway' as '/gangway'; '/' or '' as '' (the root). */
export function normalizeBasePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  if (!/^[A-Za-z0-9._~\-/]*$/.test(trimmed) || trimmed.includes('//'))
    throw new Error(`basePath: "${path}" is not a plain URL path`)
  return trimmed === '' ? '' : `/${trimmed}`
}
