import type { EmbeddedWallet } from './EmbeddedWallet.js'
import type { FarcasterChannel } from './FarcasterChannel.js'
import { farcasterTimings } from './farcasterTimings.js'
import { SocialLoginError } from './SocialLoginError.js'

type Completed = Extract<Awaited<ReturnType<EmbeddedWallet['connectFarcaster']>>, { state: 'completed' }>

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => clearTimeout(timer), { once: true })
    signal?.addEventListener('abort', () => resolve(), { once: true })
  })

/**
 * Polls the channel through the embedded wallet (each status request waits a while at the auth service) until the
 * Farcaster app answered: the signed-in user, or 'expired'. A rejection rejects 'Connection rejected'; an abort, the
 * deadline (the channel's expiry and a grace) or two failed requests in a row reject 'Failed to connect to farcaster'.
 */
export async function waitForFarcaster(
  wallet: Pick<EmbeddedWallet, 'connectFarcaster'>,
  channel: FarcasterChannel,
  options: {
    readonly signal?: AbortSignal
    readonly timings?: Partial<Record<keyof typeof farcasterTimings, number>>
  } = {},
): Promise<Completed['user'] | 'expired'> {
  const { retryPauseMs, graceMs, maxWaitMs } = { ...farcasterTimings, ...options.timings }
  const deadline = Math.min(Date.now() + maxWaitMs, channel.expiresAt + graceMs)
  const failed = (cause?: unknown) => new SocialLoginError('Failed to connect to farcaster', { cause })
  let failures = 0
  for (;;) {
    if (options.signal?.aborted) throw failed()
    if (Date.now() > deadline) return 'expired'
    const signal = options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(Math.max(1, deadline - Date.now()))])
      : AbortSignal.timeout(Math.max(1, deadline - Date.now()))
    try {
      const answer = await wallet.connectFarcaster(channel.channelToken, signal)
      failures = 0
      if (answer.state === 'completed') return answer.user
      if (answer.state === 'expired') return 'expired'
      if (answer.state === 'rejected') throw new SocialLoginError('Connection rejected')
    } catch (cause) {
      if (cause instanceof SocialLoginError) throw cause
      if (options.signal?.aborted) throw failed(cause)
      if (Date.now() > deadline) return 'expired'
      failures += 1
      if (failures >= 2) throw failed(cause)
      await pause(retryPauseMs, options.signal)
    }
  }
}
