import type { StoredName } from './StoredName.js'

/** Profile names in the database. */
export interface NameStore {
  get(name: string): Promise<StoredName | undefined>
  /** The names of an address (any case), newest first, at most `limit`. */
  byAddress(address: string, limit: number): Promise<StoredName[]>
  /** Which of `names` are taken. */
  taken(names: readonly string[]): Promise<Set<string>>
  /** Stores the name for its address: false when another address holds it (nothing changed then). */
  put(entry: StoredName): Promise<boolean>
}
