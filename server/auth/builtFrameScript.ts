import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const FRAME_FILE = 'gangway-frame.js'

/**
 * Where the built frame may lie beside this module: dist/ of the published package (from dist/modules/server/auth/)
 * or of a built checkout (from server/auth/). Paths are joined at run time, not written as `new URL('…',
 * import.meta.url)`: bundlers such as Turbopack read that form as an asset the build must find, and fail.
 */
const candidates = (here: string) => [
  join(here, '..', '..', '..', FRAME_FILE),
  join(here, '..', '..', 'dist', FRAME_FILE),
]

/**
 * The secure frame's script built into the package (dist/gangway-frame.js by `npm run build`), read once; undefined
 * when this copy has none (a checkout that was not built, or a server bundled by the host's framework), and then no
 * frame is served without `auth.frameScript`.
 */
export function builtFrameScript(): (() => Promise<string>) | undefined {
  if (!import.meta.url.startsWith('file:')) return undefined
  const found = candidates(dirname(fileURLToPath(import.meta.url))).find((path) => existsSync(path))
  if (!found) return undefined
  let text: Promise<string> | undefined
  return () => {
    text ??= readFile(found, 'utf8')
    return text
  }
}
