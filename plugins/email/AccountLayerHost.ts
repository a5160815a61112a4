import type { FrameUser } from './protocol/FrameUser.js'

type AccountType = FrameUser['preferredAccountType']

/** The embedded wallet's eip155 key as another plugin sees it: its frame provider, and the visitor's account type. */
export interface EmbeddedOwner {
  readonly connectorId: string
  /** The frame's EIP-1193 provider (the owner key's accounts and signatures, approved in the frame). */
  readonly provider: {
    request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
    emit(event: string, ...args: unknown[]): void
  }
  /** The type the frame keeps for the signed-in visitor; undefined before sign-in. */
  preferredAccountType(): AccountType | undefined
  /** Keeps `type` in the frame for the signed-in visitor. */
  setPreferredAccountType(type: AccountType): Promise<void>
}

/**
 * What a plugin offers (through its API, `getPlugin('smartAccounts')`) to present the embedded wallet's eip155
 * account differently: the smart-accounts plugin answers with its smart account where it is enabled.
 */
export interface AccountLayerHost {
  embeddedLayer(owner: EmbeddedOwner): {
    request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  }
}
