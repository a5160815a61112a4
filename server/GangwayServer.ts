import type { Project } from './Project.js'
import type { ProjectConfig } from './ProjectConfig.js'
import type { SessionService } from './sessions/SessionService.js'
import type { GangwayStore } from './storage/GangwayStore.js'

/** A running Gangway server: a Fetch API handler over its database. */
export interface GangwayServer {
  /** The path it answers under ('/gangway' by default). */
  readonly basePath: string
  /** Answers one request (Fetch API); usable detached, e.g. `export const GET = server.fetch`. */
  readonly fetch: (request: Request, env?: unknown) => Promise<Response>
  /** The database's typed operations (projects, analytics events, directory edits and images); an image put through it is served at once. */
  readonly store: GangwayStore
  /** SIWX sessions: `sessions.verifyToken(token)` tells a host's backend who signed in. */
  readonly sessions: SessionService
  /** Picks up directory edits made through `store` right away (else within the refresh interval). */
  refreshDirectory(): Promise<void>
  /**
   * Adds a project or replaces its settings, in the database and in this instance's answers (one change
   * at a time, in call order); other instances and the next start take the configured list.
   */
  setProject(project: ProjectConfig): Promise<Project>
  /** Commits the analytics events still waiting, then closes the database (when the server opened it). */
  close(): Promise<void>
}
