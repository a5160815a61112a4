import { parseAnalyticsEvent } from '../../../server/analytics/parseAnalyticsEvent.js'
import type { DevAnalyticsEvent } from './DevAnalyticsEvent.js'
import type { DevRoute } from './DevRoute.js'
import { errorReply } from './errorReply.js'

/** The analytics sink's path: POST /e, validated, then handed to `accept`. */
export function analyticsRoutes(accept: (event: DevAnalyticsEvent) => void): DevRoute[] {
  return [
    {
      pattern: /^\/e$/,
      methods: ['POST'],
      handle: async (request) => {
        const parsed = parseAnalyticsEvent(request.query, await request.readBody())
        if ('reason' in parsed) return errorReply(400, parsed.reason)
        accept(parsed.event)
        return { status: 200, json: { accepted: true, eventId: parsed.event.eventId } }
      },
    },
  ]
}
