import type { StoreApi } from 'zustand/vanilla'
import type { SendProblems } from './SendProblems.js'
import type { SendStep } from './SendStep.js'

/** Where Send is for one account on one network (`key`): its step and messages. */
export interface SendSessionState {
  readonly key: string
  readonly problems: SendProblems
  readonly step: SendStep
  /** Set when the step changed while no Send view was shown: the next one shows it. */
  readonly unseen?: boolean
}

/**
 * The Send flow kept by the plugin, not the view: an embedded wallet's approval view covers Send while the
 * transfer waits, and Send, shown again, carries on with it (the transaction sent, its confirmation, the result).
 */
export interface SendSession {
  readonly store: StoreApi<SendSessionState | undefined>
  /** The estimate, wallet request or confirmation under way. */
  attempt: AbortController | undefined
  /** How many Send views are shown. */
  mounted: number
}
