export interface EntrySize {
  /** Gzip bytes of the entry and every chunk it imports statically: what a page pays at start. */
  readonly initialGzip: number
  /** Gzip bytes of every chunk the entry can ever load. */
  readonly totalGzip: number
  readonly chunks: number
}
