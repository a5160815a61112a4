// The process the server benchmark loads: the real Gangway server (bundled from server/ by bench/lib/serverBuild.mjs)
// on node:http at 127.0.0.1, embedded PGlite in a temp dataDir, the 5,000-wallet dev directory. Talks to its parent over IPC:
// 'ready' with the port, 'sample' every second (RSS, heap, event-loop use, CPU time), 'count' of stored events, 'stopped'.
import { createServer } from 'node:http'
import { performance } from 'node:perf_hooks'
import { createGangwayServer } from '../../server/createGangwayServer.ts'
import { generateDirectoryWallets } from '../../server/directory/generateDirectoryWallets.ts'
import { toNodeHandler } from '../../server/toNodeHandler.ts'

const STOP_DEADLINE_MS = 15_000
const send = (message) => process.send?.(message)
const fail = (error) => {
  console.error('[bench:server child]', error)
  process.exit(1)
}

const options = JSON.parse(process.env.GANGWAY_BENCH_SERVER ?? '{}')
const errors = []
const server = await createGangwayServer({
  projects: [{ id: options.projectId, allowedOrigins: [options.origin] }],
  database: { dataDir: options.dataDir },
  wallets: generateDirectoryWallets(options.walletCount),
  rateLimits: options.rateLimits,
  logger: { info() {}, warn() {}, error: (message) => errors.push(message) },
}).catch(fail)

// As `gangway serve` mounts it (the process is the server's own, so the adapter's light Request/Response go
// global), or as a host mounts it in its own process (globals left alone) when options.mount is 'host'.
const http = createServer(toNodeHandler(server, { overrideGlobalObjects: options.mount !== 'host' }))
http.keepAliveTimeout = 10_000
await new Promise((resolve, reject) => {
  http.once('error', reject)
  http.listen(0, '127.0.0.1', resolve)
}).catch(fail)

let elu = performance.eventLoopUtilization()
const startedAt = performance.now()
const sampler = setInterval(() => {
  const now = performance.eventLoopUtilization()
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
  const cpu = process.cpuUsage()
  send({
    type: 'sample',
    at: Math.round(performance.now() - startedAt),
    rss,
    heapUsed,
    heapTotal,
    external,
    arrayBuffers,
    eventLoop: performance.eventLoopUtilization(now, elu).utilization,
    cpuMicros: cpu.user + cpu.system,
  })
  elu = now
}, 1_000)

async function stop() {
  clearInterval(sampler)
  const deadline = setTimeout(() => process.exit(2), STOP_DEADLINE_MS)
  await new Promise((resolve) => {
    http.close(() => resolve())
    http.closeAllConnections()
  })
  await server.close()
  clearTimeout(deadline)
  send({ type: 'stopped', errors: errors.slice(0, 20), errorCount: errors.length })
  process.disconnect?.()
}

process.on('message', (message) => {
  if (message?.type === 'count')
    server.store.analytics
      .count(options.projectId)
      .then((count) => send({ type: 'count', count }))
      .catch(fail)
  else if (message?.type === 'cpu') {
    const cpu = process.cpuUsage()
    send({ type: 'cpu', micros: cpu.user + cpu.system })
  } else if (message?.type === 'gc') {
    globalThis.gc?.()
    const { heapUsed, rss } = process.memoryUsage()
    send({ type: 'gc', heapUsed, rss })
  } else if (message?.type === 'stop') stop().catch(fail)
})
process.on('disconnect', () => {
  if (http.listening) stop().catch(fail)
})

send({ type: 'ready', port: http.address().port, basePath: server.basePath })
