/** One page of a paged API answer and the cursor of the next one (null at the end). */
export interface Page<T> {
  readonly data: readonly T[]
  readonly next: string | null
}
