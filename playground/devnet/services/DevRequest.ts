/** One request the dev services answered, as the request log and the playground's live panel show it. */
export interface DevRequest {
  readonly id: number
  /** When it arrived (epoch ms). */
  readonly time: number
  readonly method: string
  /** The full path, base path included, without the query. */
  readonly path: string
  /** Which service answered: 'directory', 'analytics', 'api', 'auth' (the e-mail wallet's), 'frame' (the secure frame), 'farcaster' (the Farcaster app's answers), or 'none'. */
  readonly service: 'directory' | 'analytics' | 'api' | 'auth' | 'frame' | 'farcaster' | 'none'
  readonly query: Readonly<Record<string, string>>
  readonly projectId: string | undefined
  readonly sdkType: string | undefined
  readonly sdkVersion: string | undefined
  readonly status: number
  readonly durationMs: number
}
