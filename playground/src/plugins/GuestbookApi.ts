import type { GuestbookEntry } from './GuestbookEntry.js'

/** What the guestbook plugin offers its view and other plugins (gangway.getPlugin('guestbook')). */
export interface GuestbookApi {
  entries(): readonly GuestbookEntry[]
  add(entry: GuestbookEntry): void
  subscribe(listener: () => void): () => void
}
