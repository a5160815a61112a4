import type { Hex } from 'viem'
import { signSiwfMessage } from './signSiwfMessage.js'

export interface AnswerFarcasterChannelOptions {
  /** The sign-in link the widget shows (QR code or copy link). */
  readonly link: string
  /** The Gangway service's base URL (with its base path, e.g. http://127.0.0.1:5173/gangway). */
  readonly serviceUrl: string
  readonly projectId: string
  readonly custodyKey: Hex
  readonly fid: number
  readonly username?: string
  /** Decline the sign-in instead of signing it. */
  readonly reject?: boolean
}

/**
 * The dev Farcaster app (the test client and the playground's panel): answers a sign-in link at the Gangway
 * service, signing the SIWF message with the custody key (or declining). The service's answer: its status and body.
 */
export async function answerFarcasterChannel(
  options: AnswerFarcasterChannelOptions,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const base = `${options.serviceUrl.replace(/\/$/, '')}/farcaster/v1/channel`
  const query = `?projectId=${encodeURIComponent(options.projectId)}`
  const payload = options.reject
    ? { channelToken: new URL(options.link).searchParams.get('channelToken') ?? '' }
    : {
        ...(await signSiwfMessage(options.link, options.custodyKey, options.fid)),
        fid: options.fid,
        ...(options.username ? { username: options.username } : {}),
      }
  const response = await fetch(`${base}/${options.reject ? 'reject' : 'authenticate'}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(20_000),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  }
}
