import type { HistoryItem } from '../../../entries/plugin.js'

/** Transactions of one month. */
export interface MonthGroup {
  readonly year: number
  /** 0 to 11. */
  readonly month: number
  readonly items: readonly HistoryItem[]
}

/** The spec's transactionsByYear: by year, then month, newest first (months and the transactions in them), in the visitor's time zone. */
export function groupTransactionsByYear(items: readonly HistoryItem[]): MonthGroup[] {
  const groups = new Map<number, HistoryItem[]>()
  for (const item of [...items].sort((a, b) => b.minedAt - a.minedAt)) {
    const date = new Date(item.minedAt)
    const slot = date.getFullYear() * 12 + date.getMonth()
    const list = groups.get(slot)
    if (list) list.push(item)
    else groups.set(slot, [item])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([slot, list]) => ({ year: Math.floor(slot / 12), month: slot % 12, items: list }))
}
