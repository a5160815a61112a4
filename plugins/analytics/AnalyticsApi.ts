/** What gangway.getPlugin('analytics') returns. */
export interface AnalyticsApi {
  /** Sends now what is queued (once the analytics config allows it); resolves when the requests are done. */
  flush(): Promise<void>
}
