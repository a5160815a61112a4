import { useEffect, useRef } from 'react'
import type { EventHandler } from '../events/EventBus.js'
import type { EventName, EventRegistry } from '../events/EventRegistry.js'
import { useGangwayContext } from './useGangwayContext.js'

/** A handler of every event; narrow the payload by checking `type`. */
export type AnyEventHandler = (
  ...event: { [K in EventName]: [type: K, payload: EventRegistry[K]] }[EventName]
) => void

/** Calls `handler` on every Gangway event, or on events of `type`; unsubscribes on unmount. */
export function useGangwayEvents(handler: AnyEventHandler): void
export function useGangwayEvents<K extends EventName>(type: K, handler: EventHandler<K>): void
export function useGangwayEvents(
  typeOrHandler: EventName | AnyEventHandler,
  maybeHandler?: EventHandler<EventName>,
): void {
  const { gangway } = useGangwayContext()
  const type = typeof typeOrHandler === 'string' ? typeOrHandler : undefined
  const handler = (type ? maybeHandler : typeOrHandler) as (...args: unknown[]) => void
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(
    () =>
      type
        ? gangway.events.on(type, (payload) => latest.current(payload))
        : gangway.events.onAny((name, payload) => latest.current(name, payload)),
    [gangway, type],
  )
}
