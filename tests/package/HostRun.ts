import type { CommandResult } from './CommandResult.js'

/** A host's install, then its strict type check and its production build (absent when a step before failed). */
export interface HostRun {
  readonly install: CommandResult
  readonly typecheck?: CommandResult
  readonly build?: CommandResult
}
