/** An embedded database's data directory that a running process holds (one process per directory). */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError'
  constructor(
    readonly dataDir: string,
    /** The process that holds it. */
    readonly holder: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder}: an embedded database serves one process (use a database URL for several)`,
    )
  }
}
