/** Options of createNamesPlugin. */
export interface NamesOptions {
  /** The suffix every name of the name service carries (default '.gangway.id', the Gangway server's own). */
  readonly suffix?: string
}
