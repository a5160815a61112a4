import { useState, useSyncExternalStore } from 'react'
import { useGangway, useGangwayStore } from '../../../core/react/index.js'
import type { SiwxApi, SiwxState } from '../../../plugins/siwx/index.js'
import type { PlaygroundSettings } from '../state/PlaygroundSettings.js'
import { Card } from './Card.js'
import { Segmented } from './Segmented.js'

export interface SiwxControlsProps {
  readonly settings: PlaygroundSettings
  readonly update: (patch: Partial<PlaygroundSettings>) => void
}

const idle: SiwxState = { phase: 'idle' }
const none = () => () => {}

/** Sign in with the wallet: off, on or required (recreates the widget); the session the server keeps, and revoking it. */
export function SiwxControls({ settings, update }: SiwxControlsProps) {
  const gangway = useGangway()
  const plugins = useGangwayStore('registry', (state) => state.plugins)
  const api = plugins.includes('siwx') ? (gangway.getPlugin('siwx') as SiwxApi | undefined) : undefined
  const store = api?.store()
  const state = useSyncExternalStore(
    store?.subscribe ?? none,
    () => store?.getState() ?? idle,
    () => idle,
  )
  const [busy, setBusy] = useState(false)
  const session = state.phase === 'signed' ? state.session : undefined
  const revoke = async () => {
    setBusy(true)
    try {
      await api?.signOut()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card title="Sign in with the wallet (SIWX)" testId="siwx-controls">
      <div className="pg-row">
        <Segmented
          label="SIWX"
          value={settings.siwx}
          options={[
            { value: 'off', label: 'off' },
            { value: 'on', label: 'on' },
            { value: 'required', label: 'required' },
          ]}
          onChange={(siwx) => update({ siwx })}
        />
        <span className="pg-badge">recreates</span>
      </div>
      {settings.siwx !== 'off' && (
        <dl className="pg-hint" data-testid="siwx-session">
          <dt>State</dt>
          <dd>{state.phase}</dd>
          {state.account && (
            <>
              <dt>Account</dt>
              <dd>
                <code style={{ wordBreak: 'break-all' }}>
                  {state.account.chainId}:{state.account.address}
                </code>
              </dd>
            </>
          )}
          {session && (
            <>
              <dt>Session ends</dt>
              <dd>{session.expiresAt ?? session.data.expirationTime ?? 'never'}</dd>
              <dt>Token</dt>
              <dd>
                <code>{session.token ? `${session.token.slice(0, 24)}…` : 'none'}</code>
              </dd>
            </>
          )}
        </dl>
      )}
      {session && (
        <div className="pg-actions">
          <button type="button" className="pg-btn pg-btn--sm" disabled={busy} onClick={() => void revoke()}>
            Revoke the session
          </button>
        </div>
      )}
      <p className="pg-hint">
        A connected wallet signs a message whose nonce comes from the dev services; the server checks the
        signature before it keeps the session (<code>/gangway/api/v1/sessions</code>). Required: the sign-in
        view cannot be closed, and Cancel disconnects.
      </p>
    </Card>
  )
}
