/** The EIP-1193 provider of the wallet holding a smart account's owner key. */
export interface OwnerProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}
