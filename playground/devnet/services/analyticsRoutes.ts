import { parseAnalyticsEvent } from '../../../server/analytics/parseAnalyticsEvent.js'
import type { DevAnalyticsEvent } from './DevAnalyticsEvent.js'
import type { DevRoute } from './DevRoute.js'
import { errorReply } from './errorReply.js'

/** The analytics sink's path: POST /e (one event or an array of up to 50), validated, then handed to `accept`. */
export function analyticsRoutes(accept: (event: DevAnalyticsEvent) => void): DevRoute[] {
  return [
    {
      pattern: /^\/e$/,
      methods: ['POST'],
      handle: async (request) => {
        const parsed = parseAnalyticsEvent(request.query, await request.readBody())
        if ('reason' in parsed) return errorReply(400, parsed.reason)
        for (const event of parsed.events) accept(event)
        return parsed.batch
          ? { status: 200, json: { accepted: true, count: parsed.events.length } }
          : { status: 200, json: { accepted: true, eventId: parsed.events[0]?.eventId } }
      },
    },
  ]
}
