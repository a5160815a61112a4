/** What a finished child process said: its exit code, its stdout alone, and stdout and stderr interleaved. */
export interface CommandResult {
  readonly code: number | null
  readonly stdout: string
  readonly output: string
}
