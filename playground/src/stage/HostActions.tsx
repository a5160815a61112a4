import { useState } from 'react'
import { useAccount, useGangway, useNetwork } from '../../../core/react/index.js'
import type { PlaygroundDevnetInfo } from '../server/PlaygroundDevnetInfo.js'
import { transactionLink } from '../state/transactionLink.js'

export interface HostActionsProps {
  readonly devnet: PlaygroundDevnetInfo
}

type Outcome =
  | { readonly kind: 'signature'; readonly signature: string; readonly verified: boolean | undefined }
  | { readonly kind: 'transaction'; readonly hash: string; readonly link: ReturnType<typeof transactionLink> }
  | { readonly kind: 'error'; readonly action: string; readonly message: string }

const message = 'Hello from the Gangway playground'
const milliEther = 10n ** 15n
const short = (text: string) => `${text.slice(0, 10)}…${text.slice(-8)}`

/** The host page's own calls to the instance API: gangway.signMessage and gangway.sendTransaction, with their results. */
export function HostActions({ devnet }: HostActionsProps) {
  const gangway = useGangway()
  const account = useAccount()
  const { network } = useNetwork()
  const [busy, setBusy] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
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
      </div>
      <p className="pg-hint" id="pg-host-calls-reason" data-testid="host-calls-reason">
        {reason}
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
        {outcome?.kind === 'error' && (
          <p className="pg-host-error" role="alert">
            {outcome.action} failed: {outcome.message}
          </p>
        )}
      </div>
    </div>
  )
}
