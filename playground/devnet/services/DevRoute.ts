import type { DevReply } from './DevReply.js'
import type { DevRouteRequest } from './DevRouteRequest.js'

/** A path of a dev service: `pattern` is tested on the path under the service; its groups are the decoded parameters. */
export interface DevRoute {
  readonly pattern: RegExp
  readonly methods: readonly string[]
  handle(request: DevRouteRequest, params: readonly string[]): DevReply | Promise<DevReply>
}
