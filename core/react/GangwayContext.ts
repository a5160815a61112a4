import { createContext } from 'react'
import type { Gangway } from '../Gangway.js'
import type { Translate } from '../i18n/Translate.js'

export interface GangwayContextValue {
  readonly gangway: Gangway
  readonly t: Translate
  /** True while the shell renders a view hidden at idle, ahead of the first open (ViewDefinition.rehearse). */
  readonly rehearsal?: boolean
}

/** The Gangway instance and translator for hooks, components and views. */
export const GangwayContext = createContext<GangwayContextValue | null>(null)
