import { useSyncExternalStore } from 'react'
import { postJson } from '../state/postJson.js'
import { servicesInfo } from '../state/servicesInfo.js'
import { formatTime } from './formatTime.js'
import { ScrollRegion } from './ScrollRegion.js'

const act = async (path: string, body: unknown) => {
  await postJson(path, body)
  await servicesInfo.refresh()
}

/** Failures the panel turns on and off; both act on /getWallets, so one replaces the other. */
const failureToggles = [
  { label: 'Fail /getWallets', path: '/getWallets', status: 500 },
  { label: 'Rate-limit', path: '/getWallets', status: 429 },
] as const

/** What the dev services received: analytics events (POST /e) and every request with its query. */
export function ServicesPanel() {
  const { info, error } = useSyncExternalStore(servicesInfo.subscribe, servicesInfo.get)
  if (!info) return <p className="pg-empty">{error ?? 'Loading…'}</p>
  const requests = [...info.requests].reverse()
  const analytics = [...info.analytics].reverse()
  return (
    <>
      <p className="pg-subhead">Analytics events received ({info.analyticsCount})</p>
      {analytics.length === 0 ? (
        <p className="pg-empty" data-testid="analytics-empty">
          No analytics events yet. The server (POST /gangway/analytics/e) stores them in its database, kept
          across npm start runs.
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable)
        <ol className="pg-log" aria-label="Analytics events" tabIndex={0} data-testid="analytics-events">
          {analytics.map((event) => (
            <li key={`${event.eventId}-${event.receivedAt}`}>
              <span className="pg-log-time">{formatTime(event.receivedAt)}</span>
              <span>
                <span className="pg-log-type">{String(event.props.event ?? event.eventId)}</span>
                <span className="pg-log-payload">
                  {event.domain} · {event.sdkType} {event.sdkVersion} · {JSON.stringify(event.props)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="pg-row">
        <p className="pg-subhead">Requests ({info.requestCount})</p>
        <div className="pg-actions">
          {failureToggles.map((toggle) => {
            const on = info.failures.some(
              (failure) => failure.path === toggle.path && failure.status === toggle.status,
            )
            return (
              <button
                key={toggle.label}
                type="button"
                className={`pg-btn pg-btn--sm pg-toggle${on ? ' pg-toggle--on' : ''}`}
                aria-pressed={on}
                data-testid={`failure-${toggle.status}`}
                onClick={() =>
                  void act('/playground/failure', { path: toggle.path, status: toggle.status, on: !on })
                }
              >
                {toggle.label}
                <span className="pg-toggle-state" aria-hidden="true">
                  {on ? 'on' : 'off'}
                </span>
              </button>
            )
          })}
          <button
            type="button"
            className="pg-btn pg-btn--sm"
            disabled={info.failures.length === 0}
            onClick={() => void act('/playground/failure', { clear: true })}
          >
            Heal
          </button>
        </div>
      </div>
      {info.failures.length > 0 && (
        <p className="pg-hint" data-testid="injected-failures">
          Injected:{' '}
          <span className="pg-badge pg-badge--err">
            {info.failures.map((failure) => `${failure.path} → ${failure.status}`).join(', ')}
          </span>
        </p>
      )}
      {requests.length === 0 ? (
        <p className="pg-empty">No requests yet: the widget makes none before the first open.</p>
      ) : (
        <ScrollRegion>
          <table className="pg-table" aria-label="Dev services requests" data-testid="service-requests">
            <colgroup>
              <col className="pg-col-time" />
              <col />
              <col className="pg-col-status" />
            </colgroup>
            <thead>
              <tr>
                <th>Time</th>
                <th>Request</th>
                <th className="pg-num">Status</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id}>
                  <td className="pg-num">{formatTime(request.time)}</td>
                  <td>
                    <code>
                      {request.method} {request.path}
                    </code>
                    <div className="pg-hint">
                      {Object.entries(request.query)
                        .map(([key, value]) => `${key}=${value}`)
                        .join(' ') || 'no query'}
                    </div>
                  </td>
                  <td className="pg-num">
                    <span className={`pg-badge ${request.status < 400 ? 'pg-badge--ok' : 'pg-badge--err'}`}>
                      {request.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  )
}
