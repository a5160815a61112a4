import { authenticationInitFailed, type HttpClient, SiwxError } from '../../entries/plugin.js'
import type { SiwxMessageData } from './SiwxMessageData.js'
import type { SiwxMessenger } from './SiwxMessenger.js'
import { siwxMessageText } from './siwxMessageText.js'

const NONCE = /^[a-zA-Z0-9]{8,64}$/

/**
 * Messages for this page (its host as domain, its address without query as URI) with a nonce from the
 * Gangway server (`POST /v1/sessions/nonce`), never one made in the browser.
 */
export function createServerMessenger(options: {
  readonly http: HttpClient
  readonly statement: string
  readonly location: () => { readonly host: string; readonly origin: string; readonly pathname: string }
}): SiwxMessenger {
  return {
    async createMessage({ chainId, accountAddress }) {
      let nonce: unknown
      try {
        nonce = (await options.http.post<{ nonce?: unknown }>('/v1/sessions/nonce', {}))?.nonce
      } catch (cause) {
        throw new SiwxError(authenticationInitFailed, { cause })
      }
      if (typeof nonce !== 'string' || !NONCE.test(nonce))
        throw new SiwxError(authenticationInitFailed, { details: 'the server gave no nonce' })
      const page = options.location()
      const data: SiwxMessageData = {
        domain: page.host,
        uri: `${page.origin}${page.pathname}`,
        ...(options.statement ? { statement: options.statement } : {}),
        version: '1',
        chainId,
        accountAddress,
        nonce,
        issuedAt: new Date().toISOString(),
      }
      const text = siwxMessageText(data)
      return { ...data, toString: () => text }
    },
  }
}
