// The server's memory over a load: per-phase RSS and heap from the 1-second samples, and whether it is flat.
const MiB = 1024 * 1024
/** Heap growth (after a forced GC, before vs after the loads) that still counts as flat. */
const FLAT_HEAP_GROWTH = 8 * MiB
/**
 * RSS growth (after a forced GC, before vs after the loads) that still counts as flat: PGlite's buffer cache
 * (shared_buffers, 128 MB) lives in its WebAssembly memory and is touched, so counted in RSS, page by page as
 * the event table grows; past it, RSS stays level (1.48 million events over 150 s kept it within 476-505 MiB).
 */
const FLAT_RSS_GROWTH = 128 * MiB

/** Least-squares slope of `values` against `times` (ms), in units per minute; 0 with fewer than 2 points. */
function slopePerMinute(times, values) {
  const n = times.length
  if (n < 2) return 0
  const meanT = times.reduce((sum, t) => sum + t, 0) / n
  const meanV = values.reduce((sum, v) => sum + v, 0) / n
  let num = 0
  let den = 0
  for (let i = 0; i < n; i++) {
    num += (times[i] - meanT) * (values[i] - meanV)
    den += (times[i] - meanT) ** 2
  }
  return den === 0 ? 0 : (num / den) * 60_000
}

function phase(samples) {
  const rss = samples.map((sample) => sample.rss)
  const heap = samples.map((sample) => sample.heapUsed)
  const busy = samples.map((sample) => sample.eventLoop)
  return {
    samples: samples.length,
    rss: {
      first: rss[0] ?? 0,
      last: rss.at(-1) ?? 0,
      max: Math.max(0, ...rss),
      slopeMiBPerMin: slopePerMinute(
        samples.map((sample) => sample.at),
        rss.map((value) => value / MiB),
      ),
    },
    heapUsed: { min: Math.min(...heap), max: Math.max(0, ...heap) },
    eventLoop: {
      mean: busy.reduce((sum, value) => sum + value, 0) / Math.max(1, busy.length),
      max: Math.max(0, ...busy),
    },
    series: samples.map((sample) => ({
      at: sample.at,
      rssMiB: Math.round((sample.rss / MiB) * 10) / 10,
      heapUsedMiB: Math.round((sample.heapUsed / MiB) * 10) / 10,
      eventLoop: Math.round(sample.eventLoop * 100) / 100,
    })),
  }
}

/**
 * Memory of the two loads, and the verdict: flat when, after a forced GC, the heap used grew by less than
 * 8 MiB and the RSS (with PGlite's WebAssembly memory, which never shrinks) by less than PGlite's buffer cache.
 * The per-second samples are kept; between collections they swing with the garbage not yet collected.
 */
export function summarizeMemory({ getWallets, events, before, after }) {
  const phases = { getWallets: phase(getWallets), events: phase(events) }
  const heapGrowth = after.heapUsed - before.heapUsed
  const rssGrowth = after.rss - before.rss
  const flat = heapGrowth < FLAT_HEAP_GROWTH && rssGrowth < FLAT_RSS_GROWTH
  const signed = (bytes) => `${bytes >= 0 ? '+' : ''}${(bytes / MiB).toFixed(1)} MiB`
  return {
    ...phases,
    afterGc: { before, after },
    flat,
    verdict: `after a forced GC: heap used ${signed(heapGrowth)}, RSS ${signed(rssGrowth)} (${((rssGrowth / before.rss) * 100).toFixed(1)}%)`,
  }
}
