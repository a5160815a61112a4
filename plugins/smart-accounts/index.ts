export type { CallsStatus } from './CallsStatus.js'
export { createSmartAccountsPlugin } from './createSmartAccountsPlugin.js'
export type { SmartAccountChain } from './SmartAccountChain.js'
export type { SmartAccountsApi } from './SmartAccountsApi.js'
export type { SmartAccountsOptions } from './SmartAccountsOptions.js'
export type { SmartSession, SmartSessionFunction, SmartSessionRequest } from './SmartSession.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    /** The app sessions (smart sessions) of the embedded smart account, each revocable. */
    SmartSessions: undefined
  }
}
