import { useEffect, useRef } from 'react'
import {
  ConnectButton,
  NetworkButton,
  useAccount,
  useGangway,
  useGangwayStore,
  useNetwork,
} from '../../../core/react/index.js'
import type { PlaygroundDevnetInfo } from '../server/PlaygroundDevnetInfo.js'
import { pluralize } from '../state/pluralize.js'
import { HostActions } from './HostActions.js'

export interface HostStageProps {
  readonly devnet: PlaygroundDevnetInfo
  /** The createGangway call matching the control panel, shown on the page. */
  readonly code: string
}

/** A mock host page with the widget's buttons; the modal is mounted inside it, so it never covers the controls, and centred in its visible frame (the page scrolls inside it). */
export function HostStage({ devnet, code }: HostStageProps) {
  const gangway = useGangway()
  const widget = useRef<HTMLDivElement>(null)
  const account = useAccount()
  const network = useNetwork()
  useEffect(() => {
    const element = widget.current
    if (!element) return
    let unmount: (() => void) | undefined
    let live = true
    // The shell is its own React root: unmount it after this render, never inside it.
    const later = (off: () => void) => setTimeout(off, 0)
    void gangway.mount(element).then((off) => {
      if (live) unmount = off
      else later(off)
    })
    return () => {
      live = false
      if (unmount) later(unmount)
    }
  }, [gangway])
  const hasGuestbook = useGangwayStore('registry', (state) => state.views.has('Guestbook'))
  const balance = account.balance === undefined ? '—' : `${account.balance} ${account.balanceSymbol ?? ''}`
  return (
    <div className="pg-stage" data-testid="host-stage">
      <div className="pg-stage-bar" aria-hidden="true">
        <i />
        <i />
        <i />
        <span className="pg-stage-url">{location.host} — your dApp</span>
      </div>
      <div className="pg-stage-page">
        <div className="pg-host-nav">
          <span className="pg-host-logo">Harbor</span>
          <nav aria-label="Host navigation">
            <span>Trade</span>
            <span>Pools</span>
            <span>Docs</span>
          </nav>
          <div className="pg-host-buttons">
            <NetworkButton />
            <ConnectButton />
          </div>
        </div>
        <div className="pg-host-hero">
          <h1>Your dApp, with Gangway.</h1>
          <p>
            This is a host page. The buttons above and the modal are the real widget, talking to{' '}
            {pluralize(devnet.chains.length, 'local chain')} and the dev services. Change anything on the
            left: it applies live.
          </p>
          <div className="pg-actions">
            <button type="button" className="pg-btn pg-btn--primary" onClick={() => void gangway.open()}>
              Open the modal
            </button>
            <button
              type="button"
              className="pg-btn"
              disabled={!account.isConnected || !hasGuestbook}
              onClick={() => void gangway.open({ view: 'Guestbook' })}
            >
              Open Guestbook
            </button>
          </div>
        </div>
        <HostActions devnet={devnet} />
        <div className="pg-host-facts">
          <div className="pg-host-fact">
            <b>Address</b>
            <span className="pg-host-fact-value" data-testid="host-address">
              {account.address ?? 'not connected'}
            </span>
          </div>
          <div className="pg-host-fact">
            <b>Network</b>
            <span className="pg-host-fact-value">{network.network?.name ?? '—'}</span>
          </div>
          <div className="pg-host-fact">
            <b>Balance</b>
            <span className="pg-host-fact-value" data-testid="host-balance">
              {balance}
            </span>
          </div>
        </div>
        <p className="pg-host-code-title">The host's code for this configuration</p>
        <pre className="pg-host-code" data-testid="host-code">
          {code}
        </pre>
      </div>
      <div className="pg-stage-widget" ref={widget} />
    </div>
  )
}
