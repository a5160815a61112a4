import { useEffect, useState } from 'react'
import type { Gangway } from '../../../entries/gangway.js'
import type { DevMobileWalletState } from '../../devnet/relay/DevMobileWalletState.js'
import { postJson } from '../state/postJson.js'
import { PendingRequests } from './PendingRequests.js'
import { usePairingUri } from './usePairingUri.js'

const route = '/playground/mobile-wallet'

/** The dev mobile wallet (a WalletConnect wallet run by the playground's server): pair with the shown URI, approve, disconnect. */
export function MobileWalletSection({ gangway }: { readonly gangway: Gangway }) {
  const uri = usePairingUri(gangway)
  const [state, setState] = useState<DevMobileWalletState>({ granted: [], sessions: 0, pending: [] })
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    const refresh = () =>
      fetch(`${route}.json`, { cache: 'no-store' })
        .then((response) => response.json() as Promise<DevMobileWalletState>)
        .then((next) => live && setState(next))
        .catch(() => undefined)
    void refresh()
    const timer = setInterval(refresh, 1000)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])
  const act = async (body: Record<string, unknown>) => {
    setBusy(true)
    try {
      setState((await postJson(route, body)) as DevMobileWalletState)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section data-testid="dev-mobile-wallet" aria-label="Dev mobile wallet">
      <h3 className="pg-subhead">Dev mobile wallet (WalletConnect)</h3>
      <p className="pg-hint">
        {uri
          ? 'The widget shows a pairing code: pair the dev mobile wallet as if it scanned it.'
          : 'Choose WalletConnect in the modal, then pair the dev mobile wallet here.'}
      </p>
      <div className="pg-row">
        <button
          type="button"
          className="pg-btn pg-btn--sm"
          disabled={!uri || busy}
          onClick={() => void act({ action: 'pair', uri })}
        >
          Pair the dev mobile wallet
        </button>
        {state.sessions > 0 && (
          <button
            type="button"
            className="pg-btn pg-btn--sm pg-btn--danger"
            disabled={busy}
            onClick={() => void act({ action: 'disconnect' })}
          >
            Disconnect from the phone
          </button>
        )}
      </div>
      {state.address && (
        <p className="pg-hint" data-testid="dev-mobile-wallet-status">
          {state.sessions === 1 ? '1 session' : `${state.sessions} sessions`} · {state.address}
        </p>
      )}
      {state.granted.length > 0 && (
        <ul className="pg-hint" data-testid="dev-mobile-wallet-granted">
          {state.granted.map(({ namespace, addresses }) => (
            <li key={namespace} data-namespace={namespace}>
              {namespace}: {addresses.join(', ')}
            </li>
          ))}
        </ul>
      )}
      {state.error && (
        <p className="pg-hint" role="alert">
          {state.error}
        </p>
      )}
      <PendingRequests
        requests={state.pending}
        wallet="Mobile"
        idle="No request is waiting."
        resolve={(id, approved) => void act({ action: 'resolve', id, approved })}
      />
    </section>
  )
}
