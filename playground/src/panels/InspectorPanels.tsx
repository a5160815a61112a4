import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { loadedChunks } from '../state/chunkRecorder.js'
import { eventLog } from '../state/eventLog.js'
import { ChunksPanel } from './ChunksPanel.js'
import { EventsPanel } from './EventsPanel.js'
import { InboxPanel } from './InboxPanel.js'
import { ServicesPanel } from './ServicesPanel.js'
import { StatePanel } from './StatePanel.js'

type Tab = 'events' | 'state' | 'chunks' | 'services' | 'inbox'

/** The inspector: event log, state per namespace, loaded chunks, dev services, the devnet's mail inbox. */
export function InspectorPanels() {
  const [tab, setTab] = useState<Tab>('events')
  const events = useSyncExternalStore(eventLog.subscribe, () => eventLog.get().length)
  const chunks = useSyncExternalStore(loadedChunks.subscribe, () => loadedChunks.get().length)
  const tabs: readonly { readonly id: Tab; readonly label: string; readonly count?: number }[] = [
    { id: 'events', label: 'Events', count: events },
    { id: 'state', label: 'State' },
    { id: 'chunks', label: 'Chunks', count: chunks },
    { id: 'services', label: 'Services' },
    { id: 'inbox', label: 'Inbox' },
  ]
  const panels: Record<Tab, ReactNode> = {
    events: <EventsPanel />,
    state: <StatePanel />,
    chunks: <ChunksPanel />,
    services: <ServicesPanel />,
    inbox: <InboxPanel />,
  }
  return (
    <section className="pg-card" aria-label="Inspector">
      <div className="pg-tabs" role="tablist" aria-label="Inspector panels">
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`pg-tab-${item.id}`}
            className="pg-tab"
            aria-selected={tab === item.id}
            aria-controls={`pg-panel-${item.id}`}
            onClick={() => setTab(item.id)}
          >
            {item.label}
            {item.count !== undefined && <span className="pg-tab-count">{item.count}</span>}
          </button>
        ))}
      </div>
      <div className="pg-tabpanel" role="tabpanel" id={`pg-panel-${tab}`} aria-labelledby={`pg-tab-${tab}`}>
        {panels[tab]}
      </div>
    </section>
  )
}
