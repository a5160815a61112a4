/** The pages of a paged list loaded so far for one key (account and network). */
export interface PagedList<T> {
  readonly items: readonly T[]
  readonly next: string | null
  readonly status: 'loading' | 'ready' | 'failed'
  readonly at: number
}
