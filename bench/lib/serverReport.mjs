// The "Server" section of bench/results.md and the `server` key of bench/results.json, written by
// `npm run bench:server` and kept as they are when `npm run bench` rewrites the widget figures.
import { keepResultsSection, writeResultsSection } from './resultsSection.mjs'

const HEADING = '## Server'
const MiB = 1024 * 1024

const mib = (bytes) => (bytes / MiB).toFixed(1)
/** autocannon's latencies are whole milliseconds: 0 means under 1 ms. */
const ms = (value) => (value < 1 ? '< 1' : value.toFixed(0))
const thousands = (value) => Math.round(value).toLocaleString('en-US')

function memoryLine(label, memory) {
  return `| ${label} | ${mib(memory.rss.first)} → ${mib(memory.rss.last)} (max ${mib(memory.rss.max)}) | ${memory.rss.slopeMiBPerMin.toFixed(1)} | ${mib(memory.heapUsed.min)}–${mib(memory.heapUsed.max)} | ${(memory.eventLoop.mean * 100).toFixed(0)}% |`
}

/** The Server section as Markdown (from the figures bench/server.mjs collects). */
export function renderServerSection(figures) {
  const { getWallets: get, events, memory, machine, settings, targets } = figures
  const mark = (ok) => (ok ? 'met' : '**missed**')
  return [
    HEADING,
    '',
    `Measured by \`npm run bench:server\` (bench/server.mjs) on ${figures.date.slice(0, 10)} (${figures.date}), Gangway commit ${figures.commit}${figures.uncommittedChanges ? ' with uncommitted changes' : ''}. Machine: ${machine.nproc} cores, ${machine.cpu}, Node ${machine.node}. Load average (1/5/15 min) before ${machine.loadBefore.join(' / ')}, after ${machine.loadAfter.join(' / ')}${machine.loadBefore[0] >= 1.5 ? ": other engineers' work shared the 2 cores" : ''}.`,
    '',
    `The real server (createGangwayServer + toNodeHandler on node:http, built from server/ by esbuild) runs in a child process on 127.0.0.1, with the embedded PGlite in a new temp dataDir and the ${thousands(settings.walletCount)}-wallet dev directory (generateDirectoryWallets); autocannon runs in the parent process, so the load generator never shares the server's event loop (both share the machine's 2 cores). Rate limits stay on, raised to ${thousands(settings.rateLimit)} a minute so that one address can load the server. ${settings.connections} connections, ${settings.seconds} s per load after ${settings.warmupSeconds} s of warm-up each (not counted).`,
    '',
    '| load | requests/s | p50 ms | p99 ms | max ms | errors | non-2xx | target | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    `| GET /getWallets (half paging: page 1–125 of 40; half search: a short term, page 1 or 2) | ${thousands(get.requestsPerSecond)} | ${ms(get.latencyMs.p50)} | ${ms(get.latencyMs.p99)} | ${ms(get.latencyMs.max)} | ${get.errors + get.timeouts} | ${get.non2xx} | ≥ ${thousands(targets.getWalletsPerSecond)}/s, p99 < ${targets.getWalletsP99Ms} ms, no errors | ${mark(targets.getWalletsMet)} |`,
    `| POST /e (alternately 1 event and a batch of 20, JSON arrays as the widget sends) | ${thousands(events.requestsPerSecond)} (${thousands(events.eventsPerSecond)} events/s acknowledged) | ${ms(events.latencyMs.p50)} | ${ms(events.latencyMs.p99)} | ${ms(events.latencyMs.max)} | ${events.errors + events.timeouts} | ${events.non2xx} | ≥ ${thousands(targets.eventsPerSecond)} events/s acknowledged once stored | ${mark(targets.eventsMet)} |`,
    '',
    `Server CPU time (user + system, from the server process): ${(get.serverCpuMsPerRequest ?? 0).toFixed(3)} ms per GET /getWallets request, ${(events.serverCpuMsPerRequest ?? 0).toFixed(3)} ms per POST /e request (${(events.serverCpuMsPerEvent ?? 0).toFixed(3)} ms per event): a figure that depends less on what else the machine runs than requests/s do.`,
    '',
    `Acknowledged means answered 2xx, which the server does only after the group commit that stores the event. After the run the database held ${thousands(events.storedEvents)} events of this run's ${thousands(events.acknowledgedEventsTotal)} acknowledged (warm-up included) and at most ${thousands(events.sentEventsTotal)} sent: ${events.storedEvents >= events.acknowledgedEventsTotal ? 'every acknowledged event was stored' : '**fewer stored than acknowledged**'}.`,
    '',
    '| server memory, sampled every second | RSS MiB first → last | RSS slope MiB/min | heap used MiB | event loop busy |',
    '| --- | ---: | ---: | ---: | ---: |',
    memoryLine('during GET /getWallets', memory.getWallets),
    memoryLine('during POST /e', memory.events),
    '',
    `After a forced GC, before the measured loads and after them: heap used ${mib(memory.afterGc.before.heapUsed)} → ${mib(memory.afterGc.after.heapUsed)} MiB, RSS ${mib(memory.afterGc.before.rss)} → ${mib(memory.afterGc.after.rss)} MiB (most of it PGlite's WebAssembly memory, whose 128 MB buffer cache fills as events are stored, then stays): memory ${memory.flat ? 'flat' : '**growing**'} (${memory.verdict}). Between collections the per-second samples swing with garbage not yet collected (results.json has them).`,
    '',
  ].join('\n')
}

/** Writes `figures` as results.json's `server` key and the Server section of results.md (both kept otherwise). */
export function writeServerResults(benchDir, figures) {
  writeResultsSection(benchDir, {
    key: 'server',
    heading: HEADING,
    figures,
    section: renderServerSection(figures),
  })
}

/** For `npm run bench`, which rewrites both files: the function returned puts the server figures back. */
export const keepServerResults = (benchDir) => keepResultsSection(benchDir, 'server', writeServerResults)
