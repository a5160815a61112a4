/** One entry of the event log panel: a bus event, or a marker such as 'widget created'. */
export interface LoggedEvent {
  readonly id: number
  readonly time: number
  readonly type: string
  readonly payload: string
  readonly marker?: boolean
}
