import { useMemo } from 'react'
import {
  AlertBar,
  type ChainAdapter,
  type ChainNamespace,
  sendChainFor,
  useAccount,
  useGangwayContext,
  useNetwork,
  usePortfolio,
} from '../../entries/plugin.js'
import { readSendParams } from './readSendParams.js'
import { SendForm } from './SendForm.js'
import { SendResult } from './SendResult.js'
import { SendReview } from './SendReview.js'
import type { SendSession } from './SendSession.js'
import { sendableTokens } from './sendableTokens.js'
import { type SendFlowDeps, useSendFlow } from './useSendFlow.js'

function SendFlow(props: Omit<SendFlowDeps, 'gangway' | 't'> & { readonly loadingTokens: boolean }) {
  const { gangway, t } = useGangwayContext()
  const flow = useSendFlow({ ...props, gangway, t })
  const { step } = flow
  if (step.kind === 'pending' || step.kind === 'done') return <SendResult flow={flow} step={step} />
  if (step.kind === 'review' || step.kind === 'wallet')
    return (
      <SendReview
        flow={flow}
        draft={step.draft}
        prepared={step.prepared}
        network={props.network}
        nativePrice={props.tokens.find((token) => token.id === 'native')?.price}
        waiting={step.kind === 'wallet'}
      />
    )
  return (
    <SendForm flow={flow} tokens={props.tokens} network={props.network} loadingTokens={props.loadingTokens} />
  )
}

/** The WalletSend view, bound to the plugin's way to the namespace adapters (address check, explorer links, capabilities) and its Send session. */
export function bindWalletSendView(
  chainOf: (namespace: ChainNamespace) => ChainAdapter | undefined,
  session: SendSession,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over that instance's adapters; made once in setup
  return function WalletSendView({ params }: { readonly params?: unknown }) {
    const { gangway, t } = useGangwayContext()
    const { network } = useNetwork()
    const account = useAccount()
    const portfolio = usePortfolio()
    // The portfolio writes the same list to the account's tokenBalance; a host may also have set it there.
    const held = portfolio.tokens.length > 0 ? portfolio.tokens : account.tokenBalance
    const adapter = network ? chainOf(network.chainNamespace) : undefined
    const chain = useMemo(
      () =>
        network && adapter?.capabilities.includes('send') ? sendChainFor(network, gangway.config) : undefined,
      [network, adapter, gangway.config],
    )
    const tokens = useMemo(
      () => (network ? sendableTokens(held, network, account.balance) : []),
      [held, account.balance, network],
    )
    const prefill = useMemo(() => readSendParams(params), [params])
    if (!account.isConnected || !account.address)
      return <AlertBar variant="info" message={t('send.notConnected')} />
    if (!network || !adapter || !chain)
      return <AlertBar variant="error" message={t('send.error.unsupportedChain')} />
    return (
      <SendFlow
        key={`${network.caipNetworkId}/${account.address}`}
        chain={chain}
        adapter={adapter}
        network={network}
        address={account.address}
        tokens={tokens}
        loadingTokens={portfolio.status === 'loading'}
        params={prefill}
        session={session}
      />
    )
  }
}
