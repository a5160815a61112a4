import type { ReadonlyStores } from '../store/ReadonlyStores.js'

/** The kernel stores as a plugin sees them: read and subscribe only; plugins change state through ctx actions. */
export type PluginStores = ReadonlyStores
