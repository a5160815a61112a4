import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WalletEntry } from '../../../entries/plugin.js'

export interface DirectoryServer {
  readonly url: string
  /** Query parameters of every GET /getWallets received, in order. */
  readonly requests: URLSearchParams[]
  /** While set, /getWallets answers with this status. */
  failWith: number | undefined
  /** While set, /getWallets answers 200 with this raw body, with a Content-Length or chunked. */
  answer: { readonly body: string; readonly chunked?: boolean } | undefined
  /** Extra wait before answering a search for this text. */
  readonly delays: Map<string, number>
  /** While set, each /getWallets answer says it serves this many images as one sprite (a Gangway server's `imageSprites`). */
  imageSprites: number | undefined
  close(): Promise<void>
}

const CHUNK = 64 * 1024

function sendRaw(response: ServerResponse, answer: { readonly body: string; readonly chunked?: boolean }) {
  response.on('error', () => {})
  const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' }
  if (!answer.chunked) {
    response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(answer.body) })
    response.end(answer.body)
    return
  }
  response.writeHead(200, headers)
  let offset = 0
  const pump = () => {
    while (offset < answer.body.length && !response.destroyed) {
      const piece = answer.body.slice(offset, offset + CHUNK)
      offset += CHUNK
      if (!response.write(piece)) return void response.once('drain', pump)
    }
    if (!response.destroyed) response.end()
  }
  pump()
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : [])

/** A wallet directory on 127.0.0.1 (a free port) serving GET /getWallets over `wallets`. */
export async function startDirectoryServer(wallets: readonly WalletEntry[]): Promise<DirectoryServer> {
  const state: Omit<DirectoryServer, 'url' | 'close'> = {
    requests: [],
    failWith: undefined,
    answer: undefined,
    delays: new Map(),
    imageSprites: undefined,
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify(body))
    }
    if (url.pathname.startsWith('/getWalletImage/')) {
      response.writeHead(404).end()
      return
    }
    if (url.pathname !== '/getWallets') return send(404, { message: 'Not found' })
    const query = url.searchParams
    state.requests.push(query)
    if (state.failWith !== undefined) return send(state.failWith, { message: 'Directory unavailable' })
    if (state.answer) return sendRaw(response, state.answer)
    const page = Math.max(1, Number(query.get('page') ?? 1))
    const entries = Math.min(200, Math.max(1, Number(query.get('entries') ?? 40)))
    const search = (query.get('search') ?? '').toLowerCase()
    const include = new Set(list(query.get('include')))
    const exclude = new Set(list(query.get('exclude')))
    const chains = list(query.get('chains'))
    const matching = wallets.filter(
      (wallet) =>
        (include.size === 0 || include.has(wallet.id)) &&
        !exclude.has(wallet.id) &&
        (chains.length === 0 || chains.some((chain) => wallet.chains?.includes(chain))) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    const data = matching.slice((page - 1) * entries, page * entries)
    const sprites = state.imageSprites === undefined ? {} : { imageSprites: state.imageSprites }
    setTimeout(() => send(200, { data, count: matching.length, ...sprites }), state.delays.get(search) ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
