import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Notification, NotificationVariant } from '../types/Notification.js'

export interface NotificationState {
  readonly current: Notification | undefined
}

export interface NotificationStore extends StoreApi<NotificationState> {
  show(message: string, variant?: NotificationVariant, autoClose?: boolean): void
  hide(): void
  dispose(): void
}

export interface NotificationTimings {
  readonly reshowMs: number
  readonly autoCloseMs: number
}

/** Toasts: a new message replaces the current one after it hides, `reshowMs` (150 ms) later. */
export function createNotificationStore(timings: NotificationTimings): NotificationStore {
  const store = createStore<NotificationState>()(() => ({ current: undefined }))
  let nextId = 1
  let pending: ReturnType<typeof setTimeout> | undefined
  let closing: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    clearTimeout(pending)
    clearTimeout(closing)
  }
  const present = (notification: Notification) => {
    store.setState({ current: notification })
    if (notification.autoClose)
      closing = setTimeout(() => {
        if (store.getState().current?.id === notification.id) store.setState({ current: undefined })
      }, timings.autoCloseMs)
  }
  return Object.assign(store, {
    show(message: string, variant: NotificationVariant = 'success', autoClose = variant !== 'loading') {
      clear()
      const notification = { id: nextId++, message, variant, autoClose }
      if (store.getState().current === undefined) return present(notification)
      store.setState({ current: undefined })
      pending = setTimeout(() => present(notification), timings.reshowMs)
    },
    hide() {
      clear()
      store.setState({ current: undefined })
    },
    dispose: clear,
  })
}
