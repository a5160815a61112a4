import { useEffect, useState } from 'react'
import type { Gangway } from '../../../entries/gangway.js'
import { postJson } from '../state/postJson.js'

const route = '/playground/farcaster'

/**
 * The dev Farcaster app (run by the playground's server with the devnet user's custody key): answers the Sign In With
 * Farcaster link the widget shows now, as if it scanned the QR code.
 */
export function FarcasterAppSection({ gangway }: { readonly gangway: Gangway }) {
  const [link, setLink] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<string>()
  useEffect(() => {
    const read = () => setLink(gangway.getPlugin('socials')?.farcasterLink())
    read()
    const timer = setInterval(read, 500)
    return () => clearInterval(timer)
  }, [gangway])
  const act = async (action: 'approve' | 'reject') => {
    setBusy(true)
    setResult(undefined)
    try {
      const answer = (await postJson(route, { action, link, projectId: gangway.config.projectId })) as {
        fid?: number
        username?: string
        status?: number
        body?: Record<string, unknown>
      }
      setResult(
        answer.status === 200
          ? `${action === 'approve' ? 'Signed' : 'Declined'} as fid ${answer.fid} (${answer.username})`
          : `Refused: ${String(answer.body?.error ?? answer.status)}`,
      )
    } catch (error) {
      setResult(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section data-testid="dev-farcaster-app" aria-label="Dev Farcaster app">
      <h3 className="pg-subhead">Dev Farcaster app (Sign In With Farcaster)</h3>
      <p className="pg-hint">
        {link
          ? 'The widget shows a Farcaster code: approve it with the devnet user’s custody key, or decline it.'
          : 'Choose Farcaster among the social logins in the modal, then approve the sign-in here.'}
      </p>
      <div className="pg-row">
        <button
          type="button"
          className="pg-btn pg-btn--sm"
          disabled={!link || busy}
          onClick={() => void act('approve')}
        >
          Approve the sign-in
        </button>
        <button
          type="button"
          className="pg-btn pg-btn--sm pg-btn--danger"
          disabled={!link || busy}
          onClick={() => void act('reject')}
        >
          Decline
        </button>
      </div>
      {result && (
        <p className="pg-hint" role="status" data-testid="dev-farcaster-result">
          {result}
        </p>
      )}
    </section>
  )
}
