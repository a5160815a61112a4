import type { Queryable } from './Queryable.js'

/** The server's storage: PostgreSQL, embedded (PGlite) or a server (pg Pool). */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(run: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
