// `npm run bench:server`: the Gangway server under load (autocannon on 127.0.0.1), GET /getWallets and POST /e,
// with the server in a child process (embedded PGlite, 5,000-wallet dev directory); writes the Server section of
// bench/results.md and the `server` key of bench/results.json. Settings by environment:
//   BENCH_SERVER_SECONDS (30; any other value is a quick run, written to test-artifacts/bench-server/ only),
//   BENCH_SERVER_WARMUP (3 s), BENCH_SERVER_CONNECTIONS (10), BENCH_SERVER_PROF=<dir> (node --cpu-prof of the server),
//   BENCH_SERVER_ONLY=getWallets|events (one load only, for profiling: figures printed, nothing written),
//   BENCH_SERVER_MOUNT=host (toNodeHandler as a host mounts it, globals left alone; a quick run, nothing committed).
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerProcess, startServerProcess } from './lib/serverChild.mjs'
import { loadEvents, loadGetWallets } from './lib/serverLoad.mjs'
import { summarizeMemory } from './lib/serverMemory.mjs'
import { writeServerResults } from './lib/serverReport.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(benchDir)
const say = (text) => console.log(`[bench:server] ${text}`)
const PROJECT_ID = 'bench-project'
const ORIGIN = 'http://127.0.0.1:5173'
const WALLETS = 5_000
const RATE_LIMIT = 100_000_000
const targets = { getWalletsPerSecond: 5_000, getWalletsP99Ms: 25, eventsPerSecond: 2_000 }

const number = (name, fallback, min, max) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name}: a number from ${min} to ${max}`)
  return value
}
const seconds = number('BENCH_SERVER_SECONDS', 30, 1, 600)
const warmupSeconds = number('BENCH_SERVER_WARMUP', 3, 0, 60)
const connections = number('BENCH_SERVER_CONNECTIONS', 10, 1, 1_000)
const only = process.env.BENCH_SERVER_ONLY
if (only !== undefined && only !== 'getWallets' && only !== 'events')
  throw new Error('BENCH_SERVER_ONLY: getWallets or events')
const mount = process.env.BENCH_SERVER_MOUNT === 'host' ? 'host' : 'serve'
const fullRun = seconds === 30 && !process.env.BENCH_SERVER_PROF && only === undefined && mount === 'serve'
const load = () => loadavg().map((value) => Math.round(value * 100) / 100)
const git = (command) => {
  try {
    return execSync(`git ${command}`, { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

if (!existsSync(join(root, 'node_modules'))) {
  console.error('[bench:server] node_modules missing at the repo root: run `npm ci` first')
  process.exit(1)
}
if (!existsSync(join(benchDir, 'node_modules', 'autocannon'))) {
  console.error(
    '[bench:server] bench/node_modules/autocannon missing: run `npm run bench` once (it installs bench/)',
  )
  process.exit(1)
}

/** The figures of a load that BENCH_SERVER_ONLY skipped. */
const skipped = () => ({
  seconds: 0,
  requests: 0,
  requestsPerSecond: 0,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  latencyMs: { p50: 0, p90: 0, p99: 0, max: 0, mean: 0 },
  sentEvents: 0,
  acknowledgedEvents: 0,
  eventsPerSecond: 0,
})

async function checkAnswers(url) {
  const page = await fetch(`${url}/directory/getWallets?projectId=${PROJECT_ID}&page=125&entries=40`, {
    signal: AbortSignal.timeout(10_000),
  })
  const body = await page.json()
  if (!page.ok || body.count !== WALLETS || body.data.length !== 40)
    throw new Error(`GET /getWallets answered ${page.status} ${JSON.stringify(body).slice(0, 200)}`)
  const posted = await fetch(`${url}/analytics/e?projectId=${PROJECT_ID}&st=gangway&sv=0.1.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([
      {
        eventId: 'check',
        url: 'https://app.example/',
        domain: 'app.example',
        timestamp: Date.now(),
        props: {},
      },
    ]),
    signal: AbortSignal.timeout(10_000),
  })
  if (!posted.ok) throw new Error(`POST /e answered ${posted.status} ${await posted.text()}`)
}

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-server-'))
const profDir = process.env.BENCH_SERVER_PROF ? resolve(process.env.BENCH_SERVER_PROF) : undefined
if (profDir) mkdirSync(profDir, { recursive: true })
const loadBefore = load()
say(`load average ${loadBefore.join(' / ')}; building the server from server/`)
const file = await buildServerProcess({ root, benchDir })
const server = await startServerProcess(
  file,
  {
    projectId: PROJECT_ID,
    origin: ORIGIN,
    dataDir,
    walletCount: WALLETS,
    mount,
    rateLimits: {
      perIp: { limit: RATE_LIMIT, windowMs: 60_000 },
      perProject: { limit: RATE_LIMIT, windowMs: 60_000 },
    },
  },
  profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
)
let stopped = false
try {
  say(`server process ${server.pid} listening at ${server.url}`)
  await checkAnswers(server.url)
  const common = { url: server.url, projectId: PROJECT_ID, origin: ORIGIN, connections }
  let warmAcknowledged = 0
  let warmSent = 0
  if (warmupSeconds > 0) {
    say(`warm-up: ${warmupSeconds} s of each load`)
    if (only !== 'events') await loadGetWallets({ ...common, seconds: warmupSeconds })
    const warm = only === 'getWallets' ? skipped() : await loadEvents({ ...common, seconds: warmupSeconds })
    warmAcknowledged = warm.acknowledgedEvents
    warmSent = warm.sentEvents
  }
  const gcBefore = await server.collectGarbage()
  const marks = [server.samples.length]
  say(`GET /getWallets for ${seconds} s over ${connections} connections`)
  const cpu = [await server.cpuMicros()]
  const getWallets = only === 'events' ? skipped() : await loadGetWallets({ ...common, seconds })
  marks.push(server.samples.length)
  cpu.push(await server.cpuMicros())
  getWallets.serverCpuMsPerRequest = (cpu[1] - cpu[0]) / 1000 / Math.max(1, getWallets.requests)
  say(
    `  ${getWallets.requestsPerSecond} requests/s, p50 ${getWallets.latencyMs.p50} ms, p99 ${getWallets.latencyMs.p99} ms, ${getWallets.errors} errors, ${getWallets.non2xx} non-2xx; server CPU ${(getWallets.serverCpuMsPerRequest ?? 0).toFixed(3)} ms a request`,
  )
  say(`POST /e for ${seconds} s over ${connections} connections`)
  const events = only === 'getWallets' ? skipped() : await loadEvents({ ...common, seconds })
  marks.push(server.samples.length)
  cpu.push(await server.cpuMicros())
  events.serverCpuMsPerRequest = (cpu[2] - cpu[1]) / 1000 / Math.max(1, events.requests)
  events.serverCpuMsPerEvent = (cpu[2] - cpu[1]) / 1000 / Math.max(1, events.acknowledgedEvents)
  say(
    `  ${events.requestsPerSecond} requests/s, ${events.eventsPerSecond} events/s acknowledged, p50 ${events.latencyMs.p50} ms, p99 ${events.latencyMs.p99} ms, ${events.errors} errors, ${events.non2xx} non-2xx; server CPU ${(events.serverCpuMsPerEvent ?? 0).toFixed(3)} ms an event`,
  )
  const storedEvents = await server.storedEvents()
  const gcAfter = await server.collectGarbage()
  const acknowledgedEventsTotal = 1 + warmAcknowledged + events.acknowledgedEvents
  const sentEventsTotal = 1 + warmSent + events.sentEvents
  const report = await server.stop()
  stopped = true
  if (report.errorCount > 0) say(`the server logged ${report.errorCount} errors: ${report.errors.join('; ')}`)
  const memory = summarizeMemory({
    getWallets: server.samples.slice(marks[0], marks[1]),
    events: server.samples.slice(marks[1], marks[2]),
    before: gcBefore,
    after: gcAfter,
  })
  const figures = {
    date: new Date().toISOString(),
    commit: git('rev-parse --short HEAD'),
    uncommittedChanges:
      git('status --porcelain --untracked-files=no -- server bench/server.mjs bench/lib') !== '',
    machine: {
      nproc: cpus().length,
      cpu:
        cpus()[0]
          ?.model.replace(/\s+\d+-Core Processor.*$/, '')
          .trim() ?? 'unknown',
      node: process.version,
      loadBefore,
      loadAfter: load(),
    },
    settings: { seconds, warmupSeconds, connections, walletCount: WALLETS, rateLimit: RATE_LIMIT, mount },
    targets: {
      ...targets,
      getWalletsMet:
        getWallets.requestsPerSecond >= targets.getWalletsPerSecond &&
        getWallets.latencyMs.p99 < targets.getWalletsP99Ms &&
        getWallets.errors + getWallets.timeouts + getWallets.non2xx === 0,
      eventsMet:
        events.eventsPerSecond >= targets.eventsPerSecond &&
        events.errors + events.timeouts + events.non2xx === 0 &&
        storedEvents >= acknowledgedEventsTotal,
      memoryFlat: memory.flat,
    },
    getWallets,
    events: { ...events, storedEvents, acknowledgedEventsTotal, sentEventsTotal },
    memory,
    serverErrors: report.errorCount,
  }
  say(
    `stored ${storedEvents} events, ${acknowledgedEventsTotal} acknowledged; memory ${memory.flat ? 'flat' : 'growing'} (${memory.verdict})`,
  )
  if (fullRun) {
    writeServerResults(benchDir, figures)
    const biome = join(root, 'node_modules', '.bin', 'biome')
    if (existsSync(biome))
      spawnSync(biome, ['format', '--write', join(benchDir, 'results.md')], { cwd: root, stdio: 'ignore' })
    say('wrote the Server section of bench/results.md and the server key of bench/results.json')
  } else {
    const out = join(root, 'test-artifacts', 'bench-server', 'results.json')
    writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`)
    say(
      `quick run (BENCH_SERVER_SECONDS=${seconds}${profDir ? ', profiled' : ''}): figures in ${out}, committed results untouched`,
    )
  }
  if (profDir) say(`CPU profile of the server in ${profDir}`)
} finally {
  if (!stopped) await server.kill()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(file, { force: true })
}
