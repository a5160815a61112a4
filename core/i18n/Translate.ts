import type { MessageKey } from './MessageKey.js'

type Values = Readonly<Record<string, string | number>>

/** Looks a key up in the catalogues and fills its `{placeholders}`. */
export interface Translate {
  (key: MessageKey, values?: Values): string
  /** The escape hatch for a key known only at run time (a view title, a slot label, a host's own key). */
  dynamic(key: string, values?: Values): string
}
