import type { Eip1193Provider } from './Eip1193Provider.js'

/** What a wallet announces by EIP-6963: its info (uuid, name, icon, rdns) and its provider. */
export interface Eip6963ProviderDetail {
  readonly info: {
    readonly uuid: string
    readonly name: string
    readonly icon: string
    readonly rdns: string
  }
  readonly provider: Eip1193Provider
}
