import { useState } from 'react'
import { useAccount, useGangway, useGangwayStore, useNetwork } from '../../../core/react/index.js'
import type { PlaygroundDevnetInfo } from '../server/PlaygroundDevnetInfo.js'
import { transactionLink } from '../state/transactionLink.js'
import { fundFromFaucet } from './fundFromFaucet.js'
import { approveBySession, grantDemoSession, storedSession } from './smartSessionDemo.js'

export interface HostActionsProps {
  readonly devnet: PlaygroundDevnetInfo
}

type Outcome =
  | { readonly kind: 'signature'; readonly signature: string; readonly verified: boolean | undefined }
  | { readonly kind: 'transaction'; readonly hash: string; readonly link: ReturnType<typeof transactionLink> }
  | { readonly kind: 'session'; readonly until: string }
  | { readonly kind: 'funded'; readonly balance: string }
  | { readonly kind: 'error'; readonly action: string; readonly message: string }

const message = 'Hello from the Gangway playground'
const milliEther = 10n ** 15n
const short = (text: string) => `${text.slice(0, 10)}…${text.slice(-8)}`

const clock = (seconds: number) =>
  new Date(seconds * 1000).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })

/**
 * The host page's own calls to the instance API, with their results: gangway.signMessage, gangway.sendTransaction,
 * gangway.pay, and a smart session (smartSessionDemo.ts) granted to the page's key and used by it alone.
 */
export function HostActions({ devnet }: HostActionsProps) {
  const gangway = useGangway()
  const account = useAccount()
  const { network } = useNetwork()
  const [busy, setBusy] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const smartSessions = useGangwayStore('features', (state) => state.features.smartSessions)
  const evm = account.namespace === 'eip155'
  const recipient = devnet.accounts.find(
    (address) => address.toLowerCase() !== account.address?.toLowerCase(),
  )
  const reason = !account.isConnected
    ? 'Connect a wallet to sign or send.'
    : !evm
      ? 'Send 0.001 works on the EVM chains; signatures of other chains are shown unverified.'
      : `Send 0.001 ${network?.nativeCurrency.symbol ?? 'ETH'} goes to ${recipient ? short(recipient) : 'a dev account'}.`
  const run = async (action: string, call: () => Promise<Outcome>) => {
    setBusy(action)
    setOutcome(undefined)
    try {
      setOutcome(await call())
    } catch (error) {
      setOutcome({ kind: 'error', action, message: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(undefined)
    }
  }
  const sign = () =>
    run('Sign message', async () => {
      const signature = await gangway.signMessage(message)
      const address = account.address
      if (!evm || !address) return { kind: 'signature', signature, verified: undefined }
      const { verifyMessage } = await import('viem')
      const verified = await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      return { kind: 'signature', signature, verified }
    })
  // gangway.pay turns the pay feature on when the settings left it off, and opens the Pay view (connect first when needed).
  const activeChain = devnet.chains.find((chain) => network?.caipNetworkId === `eip155:${chain.chainId}`)
  const payChain = activeChain ?? devnet.chains[0]
  const payee = devnet.accounts.at(-1)
  const payDevToken = () =>
    run('Pay 1 DGT', async () => {
      if (!payChain || !payee) throw new TypeError('The devnet has no EVM chain')
      const hash = await gangway.pay({
        recipient: payee,
        amount: '1',
        asset: payChain.token.address,
        network: `eip155:${payChain.chainId}`,
      })
      const chainIds = devnet.chains.map((chain) => chain.chainId)
      return { kind: 'transaction', hash, link: transactionLink(network, hash, chainIds) }
    })
  const smartAccounts = gangway.getPlugin('smartAccounts')
  const sessionChain = activeChain?.accountAbstraction ? activeChain : undefined
  const canGrant = evm && sessionChain !== undefined && smartAccounts?.smartAccountsEnabled() === true
  const session = canGrant ? storedSession(account.address, sessionChain.chainId) : undefined
  const sessionReason = !canGrant
    ? 'Smart session: log in by e-mail on a chain with a bundler (the embedded wallet is a smart account there).'
    : !smartSessions
      ? 'Smart session: turn on smartSessions under Features first.'
      : session
        ? `This page's key may approve ${sessionChain.token.symbol} without asking you until ${clock(session.expiry)} (revoke it in Account → App sessions).`
        : `Grant a session: this page's new key may then approve ${sessionChain.token.symbol} for an hour without asking you (a new smart account needs ETH for its gas first: Faucet +1 ETH).`
  const grant = () =>
    run('Grant a session', async () => {
      if (!sessionChain) throw new TypeError('the active chain has no bundler')
      const granted = await grantDemoSession(gangway, sessionChain)
      return { kind: 'session', until: clock(granted.expiry) }
    })
  const approveBySessionKey = () =>
    run('Approve by the session', async () => {
      if (!sessionChain || !session || !payee) throw new TypeError('no session is granted on this chain')
      const hash = await approveBySession(gangway, sessionChain, session, payee)
      const chainIds = devnet.chains.map((chain) => chain.chainId)
      return { kind: 'transaction', hash, link: transactionLink(network, hash, chainIds) }
    })
  const fund = () =>
    run('Faucet', async () => {
      if (!activeChain || !account.address) throw new TypeError('connect on a devnet EVM chain first')
      const balance = await fundFromFaucet(activeChain, account.address as `0x${string}`)
      const { formatEther } = await import('viem')
      return { kind: 'funded', balance: `${formatEther(balance)} ETH` }
    })
  const send = () =>
    run('Send 0.001', async () => {
      const hash = await gangway.sendTransaction({ to: recipient, value: milliEther })
      const chainIds = devnet.chains.map((chain) => chain.chainId)
      return { kind: 'transaction', hash, link: transactionLink(network, hash, chainIds) }
    })
  return (
    <div className="pg-host-calls" data-testid="host-calls">
      <div className="pg-actions">
        <button
          type="button"
          className="pg-btn"
          disabled={!account.isConnected || busy !== undefined}
          aria-describedby="pg-host-calls-reason"
          onClick={() => void sign()}
        >
          Sign message
        </button>
        <button
          type="button"
          className="pg-btn"
          disabled={!account.isConnected || !evm || !recipient || busy !== undefined}
          aria-describedby="pg-host-calls-reason"
          onClick={() => void send()}
        >
          Send 0.001
        </button>
        <button
          type="button"
          className="pg-btn"
          disabled={!payChain || !payee || busy !== undefined}
          title={payee ? `gangway.pay: 1 DGT to ${short(payee)}` : undefined}
          onClick={() => void payDevToken()}
        >
          Pay 1 DGT
        </button>
        <button
          type="button"
          className="pg-btn"
          disabled={!evm || !activeChain || busy !== undefined}
          title="The devnet's faucet: adds 1 ETH to the connected account (an e-mail wallet's smart account starts empty)"
          onClick={() => void fund()}
        >
          Faucet +1 ETH
        </button>
      </div>
      <p className="pg-hint" id="pg-host-calls-reason" data-testid="host-calls-reason">
        {reason}
      </p>
      <div className="pg-actions">
        <button
          type="button"
          className="pg-btn"
          disabled={!canGrant || !smartSessions || busy !== undefined}
          aria-describedby="pg-host-session-reason"
          onClick={() => void grant()}
        >
          Grant a session
        </button>
        <button
          type="button"
          className="pg-btn"
          disabled={!session || !smartSessions || busy !== undefined}
          aria-describedby="pg-host-session-reason"
          title={
            payee
              ? `The page's key approves 1 ${sessionChain?.token.symbol ?? 'DGT'} to ${short(payee)}`
              : undefined
          }
          onClick={() => void approveBySessionKey()}
        >
          Approve 1 {sessionChain?.token.symbol ?? 'DGT'} by the session
        </button>
      </div>
      <p className="pg-hint" id="pg-host-session-reason" data-testid="host-session-reason">
        {sessionReason}
      </p>
      <div className="pg-host-result" aria-live="polite" data-testid="host-result">
        {busy && <p className="pg-hint">{busy}: waiting for the wallet…</p>}
        {outcome?.kind === 'signature' && (
          <p>
            <b>Signature</b> <code className="pg-host-hash">{outcome.signature}</code>{' '}
            {outcome.verified === true && (
              <span className="pg-badge pg-badge--ok" data-testid="signature-verified">
                ✓ verified
              </span>
            )}
            {outcome.verified === false && <span className="pg-badge pg-badge--err">not verified</span>}
            {outcome.verified === undefined && <span className="pg-badge">not checked</span>}
          </p>
        )}
        {outcome?.kind === 'transaction' && (
          <p>
            <b>Transaction</b> <code className="pg-host-hash">{outcome.hash}</code>{' '}
            {outcome.link && (
              <a href={outcome.link.href} target="_blank" rel="noreferrer" data-testid="transaction-link">
                {outcome.link.label}
              </a>
            )}
          </p>
        )}
        {outcome?.kind === 'funded' && (
          <p data-testid="faucet-funded">
            <b>Funded</b> the account now holds {outcome.balance} on {network?.name}.
          </p>
        )}
        {outcome?.kind === 'session' && (
          <p data-testid="session-granted">
            <b>Session granted</b> until {outcome.until}: no wallet prompt for its calls.
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p className="pg-host-error" role="alert">
            {outcome.action} failed: {outcome.message}
          </p>
        )}
      </div>
    </div>
  )
}
