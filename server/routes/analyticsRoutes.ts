import { parseAnalyticsEvent } from '../analytics/parseAnalyticsEvent.js'
import type { AppDeps } from '../app/AppDeps.js'
import { MAX_BODY_BYTES } from '../app/MAX_BODY_BYTES.js'
import type { Route } from '../app/Route.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'

/** POST /e: an analytics event (or an array of up to 50, as the widget batches them) validated, then acknowledged only once it is committed (group commit). */
export function analyticsRoutes(deps: AppDeps): Route[] {
  return [
    {
      method: 'POST',
      path: '/analytics/e',
      handle: async (c) => {
        if (!c.get('project').analytics) return errorResponse(403, 'Analytics is disabled for this project')
        const body = await readCappedText(c.req.raw, MAX_BODY_BYTES)
        const parsed = parseAnalyticsEvent(c.get('query'), body)
        if ('reason' in parsed) return errorResponse(400, parsed.reason)
        await Promise.all(parsed.events.map((event) => deps.writeEvent(event)))
        return parsed.batch
          ? jsonResponse({ accepted: true, count: parsed.events.length })
          : jsonResponse({ accepted: true, eventId: parsed.events[0]?.eventId })
      },
    },
  ]
}
