import { useSyncExternalStore } from 'react'
import { eventLog } from '../state/eventLog.js'
import { formatTime } from './formatTime.js'

/** The widget's event bus (events.onAny), newest first, across widget instances. */
export function EventsPanel() {
  const entries = useSyncExternalStore(eventLog.subscribe, eventLog.get)
  return (
    <>
      <div className="pg-row">
        <span className="pg-hint">
          Every event on the bus, from <code>gangway.events.onAny</code>.
        </span>
        <button type="button" className="pg-btn pg-btn--sm" onClick={() => eventLog.clear()}>
          Clear
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="pg-empty">No events yet. Open the modal or connect.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable)
        <ol className="pg-log" aria-label="Event log" tabIndex={0} data-testid="event-log">
          {[...entries].reverse().map((entry) => (
            <li key={entry.id} data-type={entry.type}>
              <span className="pg-log-time">{formatTime(entry.time)}</span>
              <span>
                <span className={entry.marker ? 'pg-log-sep' : 'pg-log-type'}>{entry.type}</span>
                {entry.payload && <span className="pg-log-payload">{entry.payload}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
