import type { WalletEntry } from '../../core/types/Connector.js'
import type { WalletEdit } from '../storage/WalletEdit.js'

/** The curated list with the host's edits: changed entries in place, removed ones left out, added ones at the end. */
export function applyWalletEdits(
  curated: readonly WalletEntry[],
  edits: readonly WalletEdit[],
): WalletEntry[] {
  const byId = new Map(edits.map((edit) => [edit.id, edit]))
  const curatedIds = new Set(curated.map((wallet) => wallet.id))
  const list: WalletEntry[] = []
  for (const wallet of curated) {
    const edit = byId.get(wallet.id)
    if (!edit) list.push(wallet)
    else if (!edit.removed) list.push(edit.entry)
  }
  for (const edit of edits) if (!edit.removed && !curatedIds.has(edit.id)) list.push(edit.entry)
  return list
}
