import type { WalletSendParams } from './WalletSendParams.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    WalletSend: WalletSendParams | undefined
  }
}

export { sendPlugin as default } from './sendPlugin.js'
export type { WalletSendParams } from './WalletSendParams.js'
