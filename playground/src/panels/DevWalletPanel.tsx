import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { DevWalletProvider } from '../../devnet/wallet/DevWalletProvider.js'
import { Card } from '../controls/Card.js'
import { Switch } from '../controls/Switch.js'

export interface DevWalletPanelProps {
  readonly wallet: DevWalletProvider
  /** The wallet's accounts in key order (the devnet's first dev accounts), for selectAccount(index). */
  readonly accounts: readonly string[]
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

function describeParams(params: unknown): string {
  const text = JSON.stringify(params, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  return text && text.length > 220 ? `${text.slice(0, 219)}…` : (text ?? '')
}

/** The EVM dev wallet's side: its accounts and chain, auto-approve, and approve / reject of waiting requests. */
export function DevWalletPanel({ wallet, accounts }: DevWalletPanelProps) {
  const version = useRef(0)
  const subscribe = useCallback(
    (listener: () => void) =>
      wallet.subscribe(() => {
        version.current += 1
        listener()
      }),
    [wallet],
  )
  useSyncExternalStore(subscribe, () => version.current)
  const pending = wallet.pending()
  const chain = wallet.chains.find((item) => item.chainId === wallet.chainId)
  const setAutoApprove = (on: boolean) => {
    wallet.setAutoApprove(on)
    localStorage.setItem('gangway-playground-manual-approve', String(!on))
  }
  return (
    <Card
      title="Dev wallet"
      testId="dev-wallet"
      aside={
        <span className={`pg-badge ${wallet.authorised ? 'pg-badge--ok' : ''}`}>
          {wallet.authorised ? 'connected to this site' : 'not connected'}
        </span>
      }
    >
      <dl className="pg-kv">
        <dt>Announced as</dt>
        <dd>Gangway Dev Wallet (EIP-6963)</dd>
        <dt>Chain</dt>
        <dd>
          {chain?.name ?? 'unknown'} · {wallet.chainId}
        </dd>
        <dt>Account</dt>
        <dd>
          <fieldset className="pg-seg">
            <legend className="pg-sr">Dev wallet account</legend>
            {accounts
              .filter((address) => wallet.addresses.includes(address as `0x${string}`))
              .map((address, index) => (
                <button
                  key={address}
                  type="button"
                  aria-pressed={wallet.addresses[0] === address}
                  onClick={() => wallet.selectAccount(index)}
                  title={address}
                >
                  {short(address)}
                </button>
              ))}
          </fieldset>
        </dd>
      </dl>
      <div className="pg-row">
        <Switch
          label="Auto-approve requests"
          checked={wallet.autoApprove}
          testId="dev-wallet-auto-approve"
          onChange={setAutoApprove}
        />
        {wallet.authorised && (
          <button type="button" className="pg-btn pg-btn--sm pg-btn--danger" onClick={() => wallet.revoke()}>
            Revoke site
          </button>
        )}
      </div>
      {pending.length === 0 ? (
        <p className="pg-hint" data-testid="dev-wallet-idle">
          {wallet.autoApprove
            ? 'Requests are approved at once. Turn auto-approve off to decide each one here.'
            : 'No request is waiting.'}
        </p>
      ) : (
        pending.map((request) => (
          <div
            key={request.id}
            className="pg-request"
            data-testid="dev-wallet-request"
            data-method={request.method}
          >
            <div className="pg-row">
              <b>{request.method}</b>
              <span className="pg-badge pg-badge--warn">chain {request.chainId}</span>
            </div>
            <code>{describeParams(request.params)}</code>
            <div className="pg-actions">
              <button
                type="button"
                className="pg-btn pg-btn--sm pg-btn--ok"
                onClick={() => wallet.resolve(request.id, true)}
              >
                Approve
              </button>
              <button
                type="button"
                className="pg-btn pg-btn--sm pg-btn--danger"
                onClick={() => wallet.resolve(request.id, false)}
              >
                Reject
              </button>
            </div>
          </div>
        ))
      )}
    </Card>
  )
}
