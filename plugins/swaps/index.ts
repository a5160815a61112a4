import type { SwapParams } from './SwapParams.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    Swap: SwapParams | undefined
  }
}

export type { SwapParams } from './SwapParams.js'
export { swapsPlugin as default } from './swapsPlugin.js'
