/** An account as a polkadot-js extension lists it (InjectedAccount of @polkadot/extension-inject). */
export interface PolkadotInjectedAccount {
  readonly address: string
  readonly genesisHash?: string | null
  readonly name?: string
  readonly type?: string
}

/** What a source's enable(appName) resolves with: its accounts and its signer (Injected of @polkadot/extension-inject). */
export interface PolkadotInjected {
  readonly accounts: {
    get(anyType?: boolean): Promise<readonly PolkadotInjectedAccount[]>
    subscribe?(listener: (accounts: readonly PolkadotInjectedAccount[]) => void): () => void
  }
  readonly signer: {
    signRaw?(payload: {
      readonly address: string
      readonly data: string
      readonly type: 'bytes'
    }): Promise<{ readonly id?: number; readonly signature: string }>
  }
}
