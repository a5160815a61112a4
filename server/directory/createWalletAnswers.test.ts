import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../core/types/Connector.js'
import { createWalletAnswers } from './createWalletAnswers.js'
import { generateDirectoryWallets } from './generateDirectoryWallets.js'

const params = (text: string) => new URLSearchParams(text)
const parsed = (answer: { json: string } | { reason: string }) => {
  if ('reason' in answer) throw new Error(answer.reason)
  return JSON.parse(answer.json) as { data: WalletEntry[]; count: number }
}

/** What a query means, written plainly: every filter over the whole list, then the page. */
function expected(wallets: readonly WalletEntry[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1)
  const entries = Number(query.get('entries') ?? 40)
  const search = (query.get('search') ?? '').trim().toLowerCase()
  const chains = (query.get('chains') ?? '').split(',').filter(Boolean)
  const include = (query.get('include') ?? '').split(',').filter(Boolean)
  const exclude = (query.get('exclude') ?? '').split(',').filter(Boolean)
  const matching = wallets.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.includes(wallet.id) &&
      (chains.length === 0 || chains.some((chain) => wallet.chains?.includes(chain))) &&
      wallet.name.toLowerCase().includes(search),
  )
  return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
}

describe('createWalletAnswers', () => {
  const wallets = generateDirectoryWallets(2_000)

  it('answers paging, search, chains, include and exclude as the whole list filtered, asked once or again', () => {
    const answer = createWalletAnswers(() => wallets, { maxAnswers: 4 })
    const ids = wallets.slice(0, 30).map((wallet) => wallet.id)
    const queries = [
      'page=1&entries=40',
      'page=50&entries=40',
      'page=51&entries=40',
      'page=3&entries=7&search=%20KA%20',
      'page=1&entries=100&search=zq',
      'page=2&entries=10&chains=eip155:8453,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      `entries=5&include=${ids.slice(0, 12).join(',')}&exclude=${ids[3]}`,
      `page=2&entries=5&include=${ids.join(',')}&search=a&chains=eip155:10`,
      'page=1&entries=40&badge_type=certified',
    ]
    for (let round = 0; round < 3; round++)
      for (const query of queries)
        expect(parsed(answer(params(query))), `${query} (round ${round})`).toEqual(
          expected(wallets, params(query)),
        )
    expect(parsed(answer(params('page=50&entries=40'))).data).toEqual(wallets.slice(1_960))
    expect(parsed(answer(params('page=51&entries=40')))).toEqual({ data: [], count: 2_000 })
  })

  it('follows the list when the directory reloads, even for an answer it remembered', () => {
    let list: readonly WalletEntry[] = wallets
    const answer = createWalletAnswers(() => list)
    const before = parsed(answer(params('page=1&entries=3&search=ka')))
    expect(before.data).toHaveLength(3)
    const renamed = { ...before.data[0]!, name: 'Nothing Like It' }
    list = wallets.map((wallet) => (wallet.id === renamed.id ? renamed : wallet))
    const after = parsed(answer(params('page=1&entries=3&search=ka')))
    expect(after.count).toBe(before.count - 1)
    expect(after.data.map((wallet) => wallet.id)).not.toContain(renamed.id)
    expect(parsed(answer(params('search=nothing%20like'))).data).toEqual([renamed])
  })

  it('gives the reason for a bad query', () => {
    const answer = createWalletAnswers(() => wallets)
    expect(answer(params('entries=101'))).toEqual({
      reason: 'Invalid entries: expected an integer from 1 to 100',
    })
    expect(answer(params('chains=nope'))).toEqual({ reason: 'Invalid CAIP-2 network id: nope' })
  })
})
