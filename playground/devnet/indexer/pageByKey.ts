import { InvalidChainDataRequest } from '../../../server/chainData/InvalidChainDataRequest.js'

/** An item with its place: newest (largest key, then largest id) first. */
export interface Keyed<T> {
  readonly key: readonly [number, number]
  readonly id: string
  readonly item: T
}

const MAX_CURSOR = 512

function compare(a: Pick<Keyed<unknown>, 'key' | 'id'>, b: Pick<Keyed<unknown>, 'key' | 'id'>): number {
  return b.key[0] - a.key[0] || b.key[1] - a.key[1] || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
}

function decode(cursor: string): Pick<Keyed<unknown>, 'key' | 'id'> {
  const invalid = new InvalidChainDataRequest('Invalid cursor')
  if (cursor.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalid
  }
  const { k, i } = (typeof value === 'object' && value !== null ? value : {}) as { k?: unknown; i?: unknown }
  if (
    !Array.isArray(k) ||
    k.length !== 2 ||
    !k.every((part) => typeof part === 'number' && Number.isSafeInteger(part)) ||
    typeof i !== 'string' ||
    i.length > 200
  )
    throw invalid
  return { key: [k[0], k[1]], id: i }
}

/** One page of `items` (any order) newest first, after the opaque `cursor` (InvalidChainDataRequest when it is not one of ours). */
export function pageByKey<T>(
  items: readonly Keyed<T>[],
  cursor: string | undefined,
  size: number,
): { readonly data: readonly T[]; readonly next: string | null } {
  const after = cursor === undefined ? undefined : decode(cursor)
  const sorted = [...items].sort(compare).filter((item) => !after || compare(after, item) < 0)
  const page = sorted.slice(0, size)
  const last = page[page.length - 1]
  const next =
    last && sorted.length > size
      ? Buffer.from(JSON.stringify({ k: last.key, i: last.id })).toString('base64url')
      : null
  return { data: page.map((entry) => entry.item), next }
}
