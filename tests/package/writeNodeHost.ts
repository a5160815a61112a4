import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const server = `import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGangwayServer, toNodeHandler } from 'gangway/server'

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = join(here, 'dist')
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }

const gangway = toNodeHandler(
  await createGangwayServer({
    projects: [{ id: 'host-test', allowedOrigins: [process.env.SITE_URL] }],
    database: { dataDir: join(here, 'gangway-data') },
  }),
)

function serveDist(req, res) {
  const path = new URL(req.url ?? '/', 'http://host').pathname
  const file = normalize(join(dist, path === '/' ? 'index.html' : path))
  if (!file.startsWith(dist) || !existsSync(file)) return res.writeHead(404).end()
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  res.end(readFileSync(file))
}

createServer((req, res) => gangway(req, res, () => serveDist(req, res))).listen(
  Number(process.env.PORT),
  '127.0.0.1',
)
`

/**
 * Adds a plain Node server to a built Vite host: node:http with gangway/server's `toNodeHandler` for
 * /gangway and the host's dist for the rest (`node server.mjs`, PORT and SITE_URL from the environment).
 */
export function writeNodeHost(dir: string): void {
  writeFileSync(join(dir, 'server.mjs'), server)
}
