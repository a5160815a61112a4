// The server's memory over a load: per-phase RSS and heap from the 1-second samples, and whether it is flat.
const MiB = 1024 * 1024
/** Heap growth (after a forced GC, before vs after the loads) that still counts as flat. */
const FLAT_HEAP_GROWTH = 8 * MiB
/** RSS slope over the second half of a load that still counts as flat (PGlite's WASM memory may settle). */
const FLAT_RSS_MIB_PER_MIN = 10

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
  const half = samples.slice(Math.floor(samples.length / 2))
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
      secondHalfSlopeMiBPerMin: slopePerMinute(
        half.map((sample) => sample.at),
        half.map((sample) => sample.rss / MiB),
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
 * Memory of the two loads, and the verdict: flat when the heap after a forced GC grew by less than
 * 8 MiB over both loads and RSS rose by less than 10 MiB a minute over the second half of each.
 */
export function summarizeMemory({ getWallets, events, heapBefore, heapAfter }) {
  const phases = { getWallets: phase(getWallets), events: phase(events) }
  const heapGrowth = heapAfter - heapBefore
  const rssSlopes = [phases.getWallets, phases.events].map((item) => item.rss.secondHalfSlopeMiBPerMin)
  const flat = heapGrowth < FLAT_HEAP_GROWTH && rssSlopes.every((slope) => slope < FLAT_RSS_MIB_PER_MIN)
  return {
    ...phases,
    heapAfterGc: { before: heapBefore, after: heapAfter },
    flat,
    verdict: `heap after GC ${heapGrowth >= 0 ? '+' : ''}${(heapGrowth / MiB).toFixed(1)} MiB; RSS over the second half of each load ${rssSlopes.map((slope) => `${slope >= 0 ? '+' : ''}${slope.toFixed(1)}`).join(' and ')} MiB/min`,
  }
}
