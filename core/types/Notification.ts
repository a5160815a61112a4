export type NotificationVariant = 'success' | 'loading' | 'error'

export interface Notification {
  readonly id: number
  readonly message: string
  readonly variant: NotificationVariant
  readonly autoClose: boolean
}
