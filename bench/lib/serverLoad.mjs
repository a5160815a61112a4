// The two loads of `npm run bench:server`, run with autocannon in this process (the server runs in its own):
// GET /getWallets (paging and search, as the wallet list asks) and POST /e (the widget's batches, 1 or 20 events).
import autocannon from 'autocannon'

const PAGES = 125
const ENTRIES = 40
const BATCH = 20
/** Short terms as a person types them: syllables of the dev directory's names, first letters, and misses. */
const TERMS = [
  'ka',
  'lo',
  'mi',
  'ra',
  'zen',
  'tor',
  'vex',
  'nu',
  'sol',
  'sky',
  'pay',
  'vau',
  'wal',
  'saf',
  'gri',
  'a',
  'e',
  'k',
  'm',
  'x',
  'wallet',
  'keys',
  'pocket',
  'zq',
  'qqq',
  'kalo',
  'mira',
]

/** Uniform integer in [1, n]. */
const pick = (n) => 1 + Math.floor(Math.random() * n)

/** What autocannon found, in the units the report uses (ms, per second), with the wall time it ran. */
function summarize(result, extra = {}) {
  const seconds = Math.max(0.001, (result.finish - result.start) / 1000)
  return {
    seconds: Math.round(seconds * 10) / 10,
    connections: result.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    statusCodes: result.statusCodeStats,
    ...extra,
  }
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    instance.on('error', reject)
  })
}

/** How many different GET /getWallets requests one load cycles through (drawn at random beforehand). */
const WALLET_REQUESTS = 2_000

/**
 * GET {url}/directory/getWallets for `seconds` over `connections`: half the requests a random page 1-125
 * of 40 entries, half a search (a random short term, page 1, now and then page 2) as the list's search box
 * asks. The requests are drawn beforehand (2,000 of them, cycled) so that autocannon only sends them.
 */
export async function loadGetWallets({ url, projectId, origin, seconds, connections }) {
  const path = new URL(`${url}/directory/getWallets`).pathname
  let searches = 0
  const requests = Array.from({ length: WALLET_REQUESTS }, () => {
    if (Math.random() < 0.5)
      return { method: 'GET', path: `${path}?projectId=${projectId}&page=${pick(PAGES)}&entries=${ENTRIES}` }
    searches++
    const term = TERMS[Math.floor(Math.random() * TERMS.length)]
    const page = Math.random() < 0.2 ? 2 : 1
    return {
      method: 'GET',
      path: `${path}?projectId=${projectId}&page=${page}&entries=${ENTRIES}&search=${encodeURIComponent(term)}`,
    }
  })
  const result = await run({
    url: new URL(url).origin,
    connections,
    duration: seconds,
    headers: { origin, accept: 'application/json' },
    requests,
  })
  return summarize(result, { searchShare: searches / WALLET_REQUESTS })
}

const event = (eventId) => ({
  eventId,
  url: 'https://app.example/shop?item=7',
  domain: 'app.example',
  timestamp: Date.now(),
  props: {
    type: 'track',
    event: 'SELECT_WALLET',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    properties: { name: 'Kalo Wallet', platform: 'browser', network: 'eip155:8453' },
  },
})

/**
 * POST {url}/analytics/e for `seconds`: requests alternate between one event and a batch of 20 (JSON
 * arrays, as the widget sends them; every eventId unique). An event counts as acknowledged when its
 * request got a 2xx, whose answer the server sends only after the commit that stores it.
 */
export async function loadEvents({ url, projectId, origin, seconds, connections }) {
  const target = new URL(`${url}/analytics/e?projectId=${projectId}&st=gangway&sv=0.1.0`)
  const path = `${target.pathname}${target.search}`
  const runId = `${process.pid.toString(36)}-${Date.now().toString(36)}`
  let next = 0
  let sentEvents = 0
  let acknowledged = 0
  const body = (count) => {
    sentEvents += count
    return JSON.stringify(Array.from({ length: count }, () => event(`${runId}-${next++}`)))
  }
  const onResponse = (status, text) => {
    if (status < 200 || status > 299) return
    const answer = JSON.parse(text)
    acknowledged += typeof answer.count === 'number' ? answer.count : 1
  }
  const request = (count) => ({
    method: 'POST',
    setupRequest: (item) => ({ ...item, path, body: body(count) }),
    onResponse,
  })
  const result = await run({
    url: target.origin,
    connections,
    duration: seconds,
    headers: { origin, 'content-type': 'application/json' },
    requests: [request(1), request(BATCH)],
  })
  const summary = summarize(result)
  return {
    ...summary,
    sentEvents,
    acknowledgedEvents: acknowledged,
    eventsPerSecond: Math.round(acknowledged / summary.seconds),
  }
}
