/** What this plugin needs of the email plugin's embedded wallet (`getPlugin('email').embedded()`), by its shape. */
export interface EmbeddedWallet {
  readonly connectorId: string
  socialRedirectUri(provider: string, returnUrl: string): Promise<string>
  connectSocial(resultUri: string): Promise<{ readonly address: string; readonly userName?: string }>
}
