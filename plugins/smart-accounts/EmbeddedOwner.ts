/** The embedded wallet's eip155 key as the email plugin offers it (its AccountLayerHost contract): the frame provider and the visitor's account type. */
export interface EmbeddedOwner {
  readonly connectorId: string
  readonly provider: {
    request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
    emit(event: string, ...args: unknown[]): void
  }
  preferredAccountType(): 'eoa' | 'smartAccount' | undefined
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>
}
