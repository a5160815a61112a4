import type { WalletEntry } from '../../entries/plugin.js'
import type { DirectoryImage } from './DirectoryImage.js'

/** A host's edits to the directory, checked: wallets to add (or replace, by id), ids to remove, images by wallet id. */
export interface DirectoryFile {
  readonly add: readonly WalletEntry[]
  readonly remove: readonly string[]
  readonly images: ReadonlyMap<string, DirectoryImage>
}
