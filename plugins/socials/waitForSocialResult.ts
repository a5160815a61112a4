import { SocialLoginError } from './SocialLoginError.js'
import { socialTimings } from './socialTimings.js'

/**
 * Sends `popup` to the provider's `uri` and polls it every second until it is back on `origin` with result_uri:
 * that value (the popup is closed). The visitor closing it rejects 'Popup closed'; the deadline, an abort or a
 * return without result_uri reject 'Failed to initiate social connection'.
 */
export function waitForSocialResult(
  popup: Window,
  uri: string,
  origin: string,
  options: { readonly signal?: AbortSignal; readonly timings?: Partial<typeof socialTimings> } = {},
): Promise<string> {
  const { pollMs, deadlineMs } = { ...socialTimings, ...options.timings }
  const target = new URL(uri)
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return Promise.reject(new SocialLoginError('Failed to initiate social connection'))
  popup.location.href = target.href
  const deadline = Date.now() + deadlineMs
  return new Promise<string>((resolve, reject) => {
    const finish = (error: SocialLoginError | undefined, result?: string) => {
      clearInterval(timer)
      options.signal?.removeEventListener('abort', onAbort)
      if (!popup.closed) popup.close()
      if (error) reject(error)
      else resolve(result as string)
    }
    const onAbort = () => finish(new SocialLoginError('Failed to initiate social connection'))
    const poll = () => {
      if (popup.closed) return finish(new SocialLoginError('Popup closed'))
      let here: URL | undefined
      try {
        here = new URL(popup.location.href)
      } catch {}
      if (here && here.origin === origin) {
        const result = here.searchParams.get('result_uri')
        if (result) return finish(undefined, result)
      }
      if (Date.now() > deadline) finish(new SocialLoginError('Failed to initiate social connection'))
    }
    const timer = setInterval(poll, pollMs)
    options.signal?.addEventListener('abort', onAbort)
  })
}
