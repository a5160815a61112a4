// The account scenario's blockchain API on the bench server: GET /api/v1/account/{address}/balance (500 tokens),
// /history (2,000 transactions, paged `pageSize` by `pageSize` by cursor as the real server does), /nfts (none),
// POST /rpc (the calls a balance read makes), and the tokens' icons. Everything is generated, the same every run.
const chainId = 'eip155:31337'
const DAY = 86_400_000
const hex = (n, length) => n.toString(16).padStart(length, '0').slice(-length)
const icon = (i) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="hsl(${(i * 37) % 360} 60% 50%)"/></svg>`

/** `count` balance entries (the native coin first), valued from high to low. */
export function accountTokens(count, origin) {
  const native = {
    name: 'Ether',
    symbol: 'ETH',
    chainId,
    value: 6_000,
    price: 3_000,
    quantity: { decimals: '18', numeric: '2' },
    iconUrl: `${origin}/icons/0.svg`,
  }
  const tokens = Array.from({ length: count - 1 }, (_, index) => {
    const i = index + 1
    const numeric = (((i * 7919) % 100_000) / 100).toFixed(2)
    return {
      name: `Bench Token ${i}`,
      symbol: `BT${i}`,
      chainId,
      address: `${chainId}:0x${hex(i, 40)}`,
      value: Math.round((5_000 / (i + 1)) * 100) / 100,
      price: 1,
      quantity: { decimals: String(6 + (i % 13)), numeric },
      iconUrl: `${origin}/icons/${i}.svg`,
    }
  })
  return [native, ...tokens]
}

/** `count` transactions of `address`, newest first, two hours to two years old (fungible transfers, every tenth an NFT). */
export function accountHistory(count, address, now) {
  const other = `0x${hex(0xbeef, 40)}`
  return Array.from({ length: count }, (_, i) => {
    const out = i % 3 === 0
    const nft = i % 10 === 9
    const transfer = nft
      ? {
          direction: out ? 'out' : 'in',
          quantity: { numeric: '1' },
          nft_info: { name: `Bench NFT #${i}`, flags: { is_spam: false } },
        }
      : {
          direction: out ? 'out' : 'in',
          quantity: { numeric: String(((i * 131) % 10_000) / 1000) },
          value: ((i * 37) % 5_000) / 10,
          price: 1,
          fungible_info: {
            name: `Bench Token ${i % 50}`,
            symbol: `BT${i % 50}`,
            icon: { url: `/icons/${i % 50}.svg` },
          },
        }
    return {
      id: `${chainId}:0x${hex(i, 64)}`,
      metadata: {
        minedAt: new Date(now - 2 * 3_600_000 - i * ((730 * DAY) / count)).toISOString(),
        chain: chainId,
        operationType: out ? 'send' : 'receive',
        status: 'confirmed',
        sentFrom: out ? address : other,
        sentTo: out ? other : address,
        hash: `0x${hex(i, 64)}`,
      },
      transfers: [transfer],
    }
  })
}

const rpcAnswers = {
  eth_chainId: '0x7a69',
  net_version: '31337',
  eth_blockNumber: '0x1',
  eth_getBalance: '0x1bc16d674ec80000',
}

/**
 * The node:http handler (request, response, next) of the scenario's API. `counts` records the requests by
 * kind (balance, history pages, rpc). Icons are cached by the browser (an hour), as a real CDN's would be.
 */
export function createAccountApi({ tokenCount, historyCount, pageSize, now = Date.now() }) {
  const counts = { balance: 0, history: 0, nfts: 0, rpc: 0, icons: 0 }
  let history
  return {
    counts,
    handler(request, response, next) {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const json = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        response.end(JSON.stringify(body))
      }
      const iconMatch = /^\/icons\/(\d+)\.svg$/.exec(url.pathname)
      if (iconMatch) {
        counts.icons += 1
        response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
        return response.end(icon(Number(iconMatch[1])))
      }
      if (url.pathname === '/rpc' && request.method === 'POST') {
        let body = ''
        request.on('data', (chunk) => {
          body += chunk
        })
        request.on('end', () => {
          counts.rpc += 1
          const calls = JSON.parse(body)
          const answer = (call) => ({ jsonrpc: '2.0', id: call.id, result: rpcAnswers[call.method] ?? null })
          json(200, Array.isArray(calls) ? calls.map(answer) : answer(calls))
        })
        return
      }
      const match = /^\/api\/v1\/account\/([^/]+)\/(balance|history|nfts)$/.exec(url.pathname)
      if (!match) return next()
      const [, address, what] = match
      if (url.searchParams.get('chainId') !== chainId) return json(400, { error: 'chainId' })
      counts[what] += 1
      if (what === 'nfts') return json(200, { data: [], next: null })
      const origin = `http://${request.headers.host}`
      if (what === 'balance') return json(200, { balances: accountTokens(tokenCount, origin) })
      history ??= accountHistory(historyCount, decodeURIComponent(address), now).map((item) => ({
        ...item,
        transfers: item.transfers.map((transfer) =>
          transfer.fungible_info
            ? {
                ...transfer,
                fungible_info: {
                  ...transfer.fungible_info,
                  icon: { url: `${origin}${transfer.fungible_info.icon.url}` },
                },
              }
            : transfer,
        ),
      }))
      const start = Number(url.searchParams.get('cursor') ?? 0) || 0
      const end = Math.min(history.length, start + pageSize)
      return json(200, { data: history.slice(start, end), next: end < history.length ? String(end) : null })
    },
  }
}
