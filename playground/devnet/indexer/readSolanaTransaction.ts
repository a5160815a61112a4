import type { SolanaTransaction } from './SolanaTransaction.js'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,88}$/
const AMOUNT = /^\d{1,40}$/

type Json = Record<string, unknown>
const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {}
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])
const lamports = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error('getTransaction: invalid balance')
  return value
}

/** A getTransaction answer (json encoding) checked into what the indexer needs; null when the RPC has none. */
export function readSolanaTransaction(signature: string, answer: unknown): SolanaTransaction | null {
  if (answer === null) return null
  const body = object(answer)
  const meta = object(body.meta)
  const message = object(object(body.transaction).message)
  const accountKeys = list(message.accountKeys).map((key) => {
    if (typeof key !== 'string' || !BASE58.test(key)) throw new Error('getTransaction: invalid account key')
    return key
  })
  const preBalances = list(meta.preBalances).map(lamports)
  const postBalances = list(meta.postBalances).map(lamports)
  if (preBalances.length !== accountKeys.length || postBalances.length !== accountKeys.length)
    throw new Error('getTransaction: balances do not match the account keys')
  const tokens = new Map<string, { owner: string; mint: string; pre: bigint; post: bigint }>()
  for (const [field, side] of [
    ['preTokenBalances', 'pre'],
    ['postTokenBalances', 'post'],
  ] as const)
    for (const item of list(meta[field])) {
      const entry = object(item)
      const amount = object(entry.uiTokenAmount).amount
      const { owner, mint } = entry
      if (typeof owner !== 'string' || !BASE58.test(owner) || typeof mint !== 'string' || !BASE58.test(mint))
        throw new Error('getTransaction: invalid token balance')
      if (typeof amount !== 'string' || !AMOUNT.test(amount))
        throw new Error('getTransaction: invalid token amount')
      const key = `${owner}/${mint}`
      const known = tokens.get(key) ?? { owner, mint, pre: 0n, post: 0n }
      known[side] += BigInt(amount)
      tokens.set(key, known)
    }
  const slot = body.slot
  const blockTime = body.blockTime
  if (typeof slot !== 'number' || !Number.isSafeInteger(slot) || typeof blockTime !== 'number')
    throw new Error('getTransaction: invalid slot or time')
  return {
    signature,
    slot,
    blockTime,
    failed: meta.err !== null && meta.err !== undefined,
    fee: lamports(meta.fee ?? 0),
    accountKeys,
    preBalances,
    postBalances,
    tokenBalances: [...tokens.values()],
  }
}
