import mitt from 'mitt'
import type { EventBus } from './EventBus.js'
import type { EventName } from './EventRegistry.js'

/** A typed bus over mitt: a throwing handler is reported, and the other handlers still run. */
export function createEventBus(
  onHandlerError: (error: unknown, type: EventName) => void = () => {},
): EventBus {
  const emitter = mitt<Record<EventName, unknown>>()
  const guard =
    <T>(type: EventName, handler: (payload: T) => void) =>
    (payload: T) => {
      try {
        handler(payload)
      } catch (error) {
        onHandlerError(error, type)
      }
    }
  const bus: EventBus = {
    on(type, handler) {
      const wrapped = guard(type, handler as (payload: unknown) => void)
      emitter.on(type, wrapped)
      return () => emitter.off(type, wrapped)
    },
    once(type, handler) {
      const off = bus.on(type, (payload) => {
        off()
        handler(payload)
      })
      return off
    },
    onAny(handler) {
      const wrapped = (type: EventName, payload: unknown) => {
        try {
          handler(type, payload)
        } catch (error) {
          onHandlerError(error, type)
        }
      }
      emitter.on('*', wrapped)
      return () => emitter.off('*', wrapped)
    },
    emit(type, payload) {
      emitter.emit(type, payload)
    },
  }
  return bus
}
