import type { Project } from '../Project.js'

/** What the guard hands the routes: the request's query, its project and the CORS headers of its answers. */
export interface AppEnv {
  Variables: {
    query: URLSearchParams
    project: Project
    cors: Readonly<Record<string, string>>
  }
}
