import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { Keypair, type PublicKey } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { WebSocketServer } from 'ws'
import { createDevSplMint } from './createDevSplMint.js'
import { createLocalSvm } from './createLocalSvm.js'
import { createSolanaRpcMethods } from './createSolanaRpcMethods.js'
import { createSolanaSubscriptions } from './createSolanaSubscriptions.js'
import { devSplToken } from './devSplToken.js'
import type { LocalSolanaRpc } from './LocalSolanaRpc.js'
import { localSolanaNetwork } from './localSolanaNetwork.js'
import { makeDevSolanaTransfers } from './makeDevSolanaTransfers.js'
import { SolanaRpcError } from './SolanaRpcError.js'
import { solanaDevAccounts } from './solanaDevAccounts.js'

export interface StartSolanaRpcOptions {
  /** The HTTP port (the websocket takes port + 1); free ports by default. */
  readonly port?: number
  /** Extra lamports for any address, on top of the dev accounts' funding. */
  readonly airdrop?: readonly { readonly address: string; readonly lamports: bigint | number }[]
  /** Lamports each dev account starts with (default 1,000 SOL). */
  readonly devLamports?: bigint
  /** DevSPL base units each dev account starts with (default 1,000,000 DevSPL; accounts 7 and 8 then trade 0.25 SOL and 12.5 DevSPL). */
  readonly devTokenAmount?: bigint
  /** Seeds the genesis hash (and so the CAIP-2 id); the default gives the same id on every start. */
  readonly seed?: string
  /** Slot time in ms (default 400); 0 advances slots only when transactions land. */
  readonly slotMs?: number
}

const host = '127.0.0.1'
const version = '2.2.0-litesvm'
const faucet = Keypair.fromSeed(
  nacl.hash(Uint8Array.from(new TextEncoder().encode('gangway solana faucet'))).slice(0, 32),
)

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ?? 'content-type',
  )
  res.setHeader('access-control-max-age', '600')
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error)
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/**
 * Starts litesvm behind a small JSON-RPC server on 127.0.0.1 (CORS open) that answers what @solana/web3.js 1.x's
 * Connection needs, with websocket subscriptions on the port after it; funds the dev accounts, creates the DevSPL mint and
 * makes two transfers between dev accounts 7 and 8 so that history is not empty.
 */
export async function startSolanaRpc(options: StartSolanaRpcOptions = {}): Promise<LocalSolanaRpc> {
  const vm = createLocalSvm({ seed: options.seed, slotMs: options.slotMs })
  const devLamports = options.devLamports ?? 1_000n * 1_000_000_000n
  let mint: PublicKey
  try {
    vm.airdrop(faucet.publicKey.toBase58(), 100n * 1_000_000_000n)
    for (const account of solanaDevAccounts) vm.airdrop(account.address, devLamports)
    for (const { address, lamports } of options.airdrop ?? []) vm.airdrop(address, BigInt(lamports))
    mint = createDevSplMint(vm, {
      mint: Keypair.fromSecretKey(devSplToken.mintSecretKey),
      authority: faucet,
      decimals: devSplToken.decimals,
      holders: solanaDevAccounts.map((account) => account.address),
      amount: options.devTokenAmount ?? 1_000_000n * 10n ** BigInt(devSplToken.decimals),
    })
    makeDevSolanaTransfers(vm, {
      a: solanaDevAccounts[7]!,
      b: solanaDevAccounts[8]!,
      mint,
      decimals: devSplToken.decimals,
    })
  } catch (error) {
    vm.stop()
    throw error
  }

  const methods = createSolanaRpcMethods(vm, { version, lamportsPerSignature: 5_000 })
  const answer = (request: { id?: unknown; method?: unknown; params?: unknown }) => {
    const id = request?.id ?? null
    try {
      if (typeof request?.method !== 'string') throw new SolanaRpcError(-32600, 'Invalid request')
      const handler = methods[request.method]
      if (!handler) throw new SolanaRpcError(-32601, 'Method not found')
      const params = request.params === undefined ? [] : request.params
      if (!Array.isArray(params)) throw new SolanaRpcError(-32602, 'Invalid params: expected an array')
      return { jsonrpc: '2.0', id, result: handler(params) }
    } catch (error) {
      const failure = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, String(error))
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: failure.code,
          message: failure.message,
          ...(failure.data === undefined ? {} : { data: failure.data }),
        },
      }
    }
  }
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    cors(req, res)
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    if (req.method === 'GET' && new URL(req.url ?? '/', 'http://x').pathname === '/health')
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    if (req.method !== 'POST') return void res.writeHead(405).end()
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = undefined
      }
      const reply =
        body === undefined
          ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
          : Array.isArray(body)
            ? body.map(answer)
            : answer(body as { id?: unknown })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply))
    })
  }

  const subscriptions = createSolanaSubscriptions(vm)
  const sockets = new WebSocketServer({ noServer: true })
  sockets.on('connection', (socket) => subscriptions.accept(socket))
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req))

  let http: Server | undefined
  let ws: Server | undefined
  for (let attempt = 0; !ws; attempt += 1) {
    http = createServer(onRequest).on('upgrade', upgrade)
    const port = await listen(http, options.port ?? 0)
    const next = createServer(onRequest).on('upgrade', upgrade)
    try {
      await listen(next, port + 1)
      ws = next
    } catch (error) {
      await close(http)
      if (options.port !== undefined || attempt >= 20) {
        vm.stop()
        throw error
      }
    }
  }
  const httpPort = (http!.address() as AddressInfo).port
  const rpcUrl = `http://${host}:${httpPort}`
  const wsUrl = `ws://${host}:${httpPort + 1}`
  const network = localSolanaNetwork({ genesisHash: vm.genesisHash, rpcUrl, wsUrl })
  return {
    rpcUrl,
    wsUrl,
    network,
    genesisHash: vm.genesisHash,
    chain: network.caipNetworkId as `solana:${string}`,
    svm: vm.svm,
    vm,
    accounts: solanaDevAccounts,
    token: { mint: mint.toBase58(), symbol: devSplToken.symbol, decimals: devSplToken.decimals },
    async stop() {
      vm.stop()
      subscriptions.close()
      sockets.close()
      for (const server of [http!, ws!]) server.closeAllConnections()
      await Promise.all([close(http!), close(ws!)])
    },
  }
}
