import type { Eip1193Provider } from './Eip1193Provider.js'

/** The wallet the plugin is connected to. */
export interface Eip155Connection {
  readonly connectorId: string
  readonly provider: Eip1193Provider
  readonly address: string
  readonly chainId: number
}
