/** What one-click sign-in needs of the siwx plugin (looked up by name: plugins do not import each other). */
export interface OneClickSiwx {
  oneClickRequest(chainId: string): Promise<
    | {
        readonly domain: string
        readonly uri: string
        readonly statement?: string
        readonly nonce: string
        readonly issuedAt: string
        readonly expirationTime?: string
        readonly notBefore?: string
        readonly requestId?: string
        readonly resources?: readonly string[]
      }
    | undefined
  >
  acceptCacao(cacao: unknown): Promise<boolean>
}
