// One node:http server on 127.0.0.1: the pages under /p/<id>/, the dev wallet, and (through `services`) Gangway's dev services.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

function pageHtml(page, config) {
  const css = page.css ? `<link rel="stylesheet" href="${page.css}">` : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.id} · Gangway bench</title>
<link rel="icon" href="data:,"><script>window.__BENCH__=${escapeJson(config)}</script>
<script src="/devwallet.js"></script>${css}</head>
<body style="margin:0;font-family:system-ui,sans-serif"><div id="root" style="padding:24px"></div>
<script type="module" src="${page.entry}"></script></body></html>`
}

/**
 * Serves `pages` (from buildPage) at /p/<id>/ with `config` as window.__BENCH__; every answer is
 * no-store so that each navigation loads (and compiles) its scripts again. Paths no page claims go
 * to `services` (a node:http handler with a next callback), else 404.
 */
export async function startBenchServer({ pages, devWalletFile, config, services }) {
  const byId = new Map(pages.map((page) => [page.id, page]))
  const counts = new Map()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
      response.end(body)
    }
    const notFound = () => send(404, 'text/plain', 'Not found')
    if (path === '/devwallet.js') return send(200, types['.js'], readFileSync(devWalletFile))
    const match = /^\/p\/([\w-]+)\/(.*)$/.exec(path)
    if (match) {
      const page = byId.get(match[1])
      if (!page) return notFound()
      if (match[2] === '' || match[2] === 'index.html')
        return send(200, 'text/html; charset=utf-8', pageHtml(page, { ...config, ...page.config }))
      const file = normalize(join(page.outdir, match[2]))
      if (!file.startsWith(page.outdir)) return send(403, 'text/plain', 'Forbidden')
      try {
        return send(200, types[extname(file)] ?? 'application/octet-stream', readFileSync(file))
      } catch {
        return notFound()
      }
    }
    if (services) return services(request, response, () => notFound())
    notFound()
  })
  server.keepAliveTimeout = 1000
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    origin: `http://127.0.0.1:${port}`,
    pageUrl: (id) => `http://127.0.0.1:${port}/p/${id}/`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
