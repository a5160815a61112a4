/** Where the server keeps its data: a PostgreSQL server (`url`), else PGlite in `dataDir`, else PGlite in memory. */
export interface DatabaseOptions {
  /** postgres://user:password@host:port/database (needs the `pg` package). */
  readonly url?: string
  /** Directory of the embedded database (created when missing; one process at a time). */
  readonly dataDir?: string
  /** Connections of the PostgreSQL pool (default 10). */
  readonly maxConnections?: number
}
