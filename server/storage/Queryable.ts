/** Runs one SQL statement with `$1`-style parameters and gives its rows. */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>
}
