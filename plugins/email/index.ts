import type { EmailLoginParams } from './EmailLoginParams.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    EmailLogin: EmailLoginParams
    UpdateEmailWallet: undefined
    ProfileWallets: undefined
  }
}

export type { EmailApi } from './EmailApi.js'
export type { EmailLoginParams } from './EmailLoginParams.js'
export { emailPlugin as default } from './emailPlugin.js'
