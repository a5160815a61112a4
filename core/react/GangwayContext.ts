import { createContext } from 'react'
import type { Gangway } from '../Gangway.js'
import type { Translate } from '../i18n/Translate.js'

export interface GangwayContextValue {
  readonly gangway: Gangway
  readonly t: Translate
}

/** The Gangway instance and translator for hooks, components and views. */
export const GangwayContext = createContext<GangwayContextValue | null>(null)
