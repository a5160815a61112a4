import { useEffect, useMemo, useState } from 'react'
import {
  AlertBar,
  chainRpcUrls,
  createRpcClient,
  HttpError,
  ListSkeleton,
  swapsNetworkNotSupported,
  useAccount,
  useGangwayContext,
  useNetwork,
  usePortfolio,
} from '../../entries/plugin.js'
import { createSwapChain } from './createSwapChain.js'
import { createSwapClient } from './createSwapClient.js'
import { readSwapParams } from './readSwapParams.js'
import type { SwapChain } from './SwapChain.js'
import type { SwapClient } from './SwapClient.js'
import { SwapForm } from './SwapForm.js'
import { SwapResult } from './SwapResult.js'
import { swapTokens } from './swapTokens.js'
import { type SwapFlowDeps, useSwapFlow } from './useSwapFlow.js'

type Listed = Awaited<ReturnType<SwapClient['tokens']>>
type Listing =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly tokens: Listed }
  | { readonly status: 'error'; readonly message: string }

function SwapFlow(props: Omit<SwapFlowDeps, 'gangway' | 't'> & { readonly nativePrice?: number }) {
  const { gangway, t } = useGangwayContext()
  const flow = useSwapFlow({ ...props, gangway, t })
  const { step } = flow
  if (step.kind === 'pending' || step.kind === 'done') return <SwapResult flow={flow} step={step} />
  const native = {
    symbol: props.network.nativeCurrency.symbol,
    decimals: props.network.nativeCurrency.decimals,
    ...(props.nativePrice === undefined ? {} : { price: props.nativePrice }),
  }
  return <SwapForm flow={flow} native={native} />
}

/** The Swap view (eip155): the swap API's tokens for the active network with the portfolio's balances, then the flow. */
export function SwapView({ params }: { readonly params?: unknown }) {
  const { gangway, t } = useGangwayContext()
  const { network } = useNetwork()
  const account = useAccount()
  const portfolio = usePortfolio()
  const held = portfolio.tokens.length > 0 ? portfolio.tokens : account.tokenBalance
  const client = useMemo(() => createSwapClient(gangway.config), [gangway.config])
  const chain = useMemo((): SwapChain | undefined => {
    if (network?.chainNamespace !== 'eip155') return undefined
    const urls = chainRpcUrls(network, gangway.config)
    return urls.length > 0
      ? createSwapChain(createRpcClient({ fetch: gangway.config.fetch }), urls)
      : undefined
  }, [network, gangway.config])
  const [listing, setListing] = useState<Listing>({ status: 'loading' })
  const chainId = network?.caipNetworkId
  useEffect(() => {
    if (!chainId?.startsWith('eip155:')) return
    const controller = new AbortController()
    setListing({ status: 'loading' })
    client.tokens(chainId, controller.signal).then(
      (tokens) => setListing({ status: 'ready', tokens }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const reason = error instanceof HttpError ? error.reason : undefined
        const message =
          error instanceof HttpError && error.status === 400
            ? (reason ?? swapsNetworkNotSupported)
            : t('swaps.error.tokens', { reason: reason ?? (error as Error).message ?? '' })
        setListing({ status: 'error', message })
      },
    )
    return () => controller.abort()
  }, [client, chainId, t])
  const prefill = useMemo(() => readSwapParams(params), [params])
  const tokens = useMemo(
    () =>
      listing.status === 'ready' && chainId ? swapTokens(listing.tokens, held, chainId, account.balance) : [],
    [listing, held, chainId, account.balance],
  )
  if (!account.isConnected || !account.address)
    return <AlertBar variant="info" message={t('swaps.notConnected')} />
  if (!network || !chain) return <AlertBar variant="error" message={swapsNetworkNotSupported} />
  if (listing.status === 'error') return <AlertBar variant="error" message={listing.message} />
  if (listing.status === 'loading') return <ListSkeleton count={4} label={t('swaps.loading')} />
  const nativePrice = held.find((item) => item.chainId === chainId && item.address === undefined)?.price
  return (
    <SwapFlow
      key={`${network.caipNetworkId}/${account.address}`}
      client={client}
      chain={chain}
      network={network}
      address={account.address}
      tokens={tokens}
      params={prefill}
      {...(typeof nativePrice === 'number' ? { nativePrice } : {})}
    />
  )
}
