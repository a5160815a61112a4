import { applyWalletEdits } from '../directory/applyWalletEdits.js'
import { curatedWallets } from '../directory/curatedWallets.js'
import { loadDirectoryFile, loadWalletFile } from '../directory/loadDirectoryFile.js'
import { createStore } from '../storage/createStore.js'
import type { DatabaseOptions } from '../storage/DatabaseOptions.js'
import { openDatabase } from '../storage/openDatabase.js'

/**
 * `gangway wallets list | add <file.json> | remove <id> | import <edits.json>`: the directory edits stored in
 * the database. An edits file holds `{ add: [...], remove: [ids], images: { id: path } }` (loadDirectoryFile); an add
 * file, one entry or a list with optional `image` paths (loadWalletFile), is checked by the same rules.
 */
export async function runWallets(
  args: readonly string[],
  database: DatabaseOptions,
  say: (line: string) => void,
): Promise<void> {
  const [action, target] = args
  if (action !== 'list' && action !== 'add' && action !== 'remove' && action !== 'import')
    throw new Error('usage: gangway wallets list | add <file.json> | remove <id> | import <edits.json>')
  if (action !== 'list' && !target)
    throw new Error(`usage: gangway wallets ${action} <${action === 'remove' ? 'id' : 'file.json'}>`)
  // `add` and `import` are checked by the same rules (loadDirectoryFile.ts) and stored alike.
  const edits =
    action === 'add'
      ? await loadWalletFile(target!)
      : action === 'import'
        ? await loadDirectoryFile(target!)
        : undefined
  const db = await openDatabase(database)
  try {
    const store = createStore(db)
    if (edits) {
      for (const entry of edits.add) await store.wallets.put({ id: entry.id, removed: false, entry })
      for (const id of edits.remove) await store.wallets.put({ id, removed: true, entry: null })
      for (const [id, image] of edits.images) await store.images.put(id, image)
      const { add, remove, images } = edits
      say(
        action === 'add'
          ? `added ${add.length} wallet${add.length === 1 ? '' : 's'}: ${add.map((entry) => entry.id).join(', ')}`
          : `imported: ${add.length} added, ${remove.length} removed, ${images.size} images`,
      )
    } else if (action === 'remove') {
      await store.wallets.put({ id: target!, removed: true, entry: null })
      say(`removed ${target}`)
    } else {
      const edits = await store.wallets.edits()
      const edited = new Map(edits.map((edit) => [edit.id, edit]))
      const curated = new Set(curatedWallets.map((wallet) => wallet.id))
      for (const wallet of applyWalletEdits(curatedWallets, edits)) {
        const mark = !curated.has(wallet.id) ? 'added' : edited.has(wallet.id) ? 'changed' : 'curated'
        say(`${wallet.id}\t${wallet.name}\t${mark}`)
      }
      for (const edit of edits) if (edit.removed) say(`${edit.id}\t-\tremoved`)
    }
  } finally {
    await db.close()
  }
}
