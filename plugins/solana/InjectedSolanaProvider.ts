/** A legacy injected Solana provider (window.phantom.solana, window.solana): connect, keys and events, signing methods. */
export interface InjectedSolanaProvider {
  readonly publicKey?: { toString(): string } | null
  readonly isConnected?: boolean
  connect(options?: {
    readonly onlyIfTrusted?: boolean
  }): Promise<{ readonly publicKey?: { toString(): string } } | undefined>
  disconnect?(): Promise<void>
  on?(event: string, listener: (...args: never[]) => void): unknown
  off?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
  signMessage?(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ readonly signature: Uint8Array }>
  signTransaction?<T>(transaction: T): Promise<T>
  signAndSendTransaction?<T>(
    transaction: T,
    options?: Readonly<Record<string, unknown>>,
  ): Promise<{ readonly signature: string }>
}
