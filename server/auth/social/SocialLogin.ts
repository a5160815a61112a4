import type { AuthSession } from '../AuthSession.js'

/** The social sign-in of the auth service: OAuth 2 authorization code with PKCE, state and nonce, at an OpenID Connect provider. */
export interface SocialLogin {
  /** Starts a sign-in: the provider's authorization URL to open (popup or redirect). */
  start(input: {
    projectId: string
    allowedOrigins: readonly string[]
    provider: unknown
    deviceId: unknown
    returnUrl: unknown
    callbackUrl: string
    resultBase: string
  }): Promise<{ uri: string }>
  /** The provider's redirect: the URL (the visitor's page with `result_uri`) to send the browser to. */
  callback(url: URL, callbackUrl: string, projectId: string): Promise<string>
  /** Completes the sign-in from its `result_uri` on the device that started it: a new session. */
  finish(input: {
    projectId: string
    resultUri: unknown
    deviceId: unknown
    resultBase: string
  }): Promise<AuthSession & { token: string; userName: string; provider: string }>
}
