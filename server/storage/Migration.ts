/** One schema version: its statements run in order, in the migration transaction. */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly statements: readonly string[]
}
