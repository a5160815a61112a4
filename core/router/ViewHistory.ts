import type { ViewEntry } from '../types/ViewRegistry.js'

/** The modal's view stack as an immutable value, oldest first, current view last. */
export type ViewHistory = readonly ViewEntry[]
