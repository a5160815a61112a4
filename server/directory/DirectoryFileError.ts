import { GangwayError } from '../../core/errors/GangwayError.js'

/** A directory edit file that cannot be used: `problems` (also `metaMessages`) names each entry at fault, at most 20. */
export class DirectoryFileError extends GangwayError {
  override name = 'DirectoryFileError' as const
  readonly file: string
  readonly problems: readonly string[]

  constructor(file: string, problems: readonly string[], options: { cause?: unknown } = {}) {
    super(`Directory file ${file}: ${problems.length === 1 ? problems[0] : `\n  ${problems.join('\n  ')}`}`, {
      ...options,
      metaMessages: problems,
    })
    this.file = file
    this.problems = problems
  }
}
