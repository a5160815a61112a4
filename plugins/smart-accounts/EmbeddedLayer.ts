import type { SmartAccountClient } from './SmartAccountClient.js'

/** The embedded wallet's account where smart accounts are enabled: its SimpleAccount client and addresses. */
export interface ActiveSmartAccount {
  readonly client: SmartAccountClient
  readonly owner: `0x${string}`
  readonly address: `0x${string}`
}

/** An EIP-1193 provider over the embedded wallet's frame provider that presents its smart account. */
export interface EmbeddedLayer {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  /** The smart account in use now (preferred type smartAccount, chain enabled, signed in); else undefined (the EOA). */
  active(): Promise<ActiveSmartAccount | undefined>
  /** The accounts the layer answers now (the smart account's, else the frame's), told to the wallet's listeners. */
  announce(): Promise<readonly string[]>
}
