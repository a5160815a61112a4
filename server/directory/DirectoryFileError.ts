/** A directory edit file that cannot be used: `problems` names each entry at fault (at most 20 are listed). */
export class DirectoryFileError extends Error {
  override readonly name = 'DirectoryFileError' as const
  readonly file: string
  readonly problems: readonly string[]

  constructor(file: string, problems: readonly string[], options?: { cause?: unknown }) {
    super(
      `Directory file ${file}: ${problems.length === 1 ? problems[0] : `\n  ${problems.join('\n  ')}`}`,
      options,
    )
    this.file = file
    this.problems = problems
  }
}
