import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

const candidates = [
  // dist/modules/server/auth/ → dist/ (the published package)
  new URL('../../../gangway-frame.js', import.meta.url),
  // server/auth/ → dist/ of a built checkout
  new URL('../../dist/gangway-frame.js', import.meta.url),
]

/**
 * The secure frame's script built into the package (dist/gangway-frame.js by `npm run build`), read once; undefined
 * when this copy has none (a checkout that was not built), and then no frame is served without `auth.frameScript`.
 */
export function builtFrameScript(): (() => Promise<string>) | undefined {
  if (!import.meta.url.startsWith('file:')) return undefined
  const found = candidates.find((url) => existsSync(url))
  if (!found) return undefined
  let text: Promise<string> | undefined
  return () => {
    text ??= readFile(found, 'utf8')
    return text
  }
}
