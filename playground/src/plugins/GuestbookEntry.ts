/** One signed line of the guestbook. */
export interface GuestbookEntry {
  readonly message: string
  readonly address: string
  readonly signature: string
  readonly time: number
}
