import { createContext } from 'react'

/** Plugins whose strings are still loading: the shell shows their views once the strings are there. */
export const PendingMessages = createContext<ReadonlySet<string>>(new Set())
