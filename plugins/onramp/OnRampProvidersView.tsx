import { useEffect, useMemo, useState } from 'react'
import {
  AlertBar,
  ListSkeleton,
  useAccount,
  useGangwayContext,
  useNetwork,
  usePortfolio,
} from '../../entries/plugin.js'
import { createOnrampClient } from './createOnrampClient.js'
import type { OnrampCatalog } from './OnrampCatalog.js'
import type { OnrampClient } from './OnrampClient.js'
import { OnrampForm } from './OnrampForm.js'
import { OnrampProgress } from './OnrampProgress.js'
import { onrampFallback } from './onrampFallback.js'
import { type OnrampFlowDeps, useOnrampFlow } from './useOnrampFlow.js'

function OnrampFlow(props: Omit<OnrampFlowDeps, 't'>) {
  const { t } = useGangwayContext()
  const flow = useOnrampFlow({ ...props, t })
  const { step } = flow
  if (step.kind !== 'form') return <OnrampProgress step={step} onAgain={flow.again} />
  return <OnrampForm flow={flow} />
}

/** The OnRampProviders view (eip155, solana): the options (or the spec's fallbacks when they fail), then the form and the purchase through a provider. */
export function OnRampProvidersView() {
  const { gangway, t } = useGangwayContext()
  const { network } = useNetwork()
  const account = useAccount()
  const portfolio = usePortfolio()
  const client: OnrampClient = useMemo(() => createOnrampClient(gangway.config), [gangway.config])
  const [catalog, setCatalog] = useState<OnrampCatalog>()
  useEffect(() => {
    const controller = new AbortController()
    client.options(controller.signal).then(setCatalog, () => {
      if (!controller.signal.aborted) setCatalog(onrampFallback)
    })
    return () => controller.abort()
  }, [client])
  if (!account.isConnected || !account.address || !network)
    return <AlertBar variant="info" message={t('onramp.notConnected')} />
  if (!catalog) return <ListSkeleton count={5} label={t('onramp.loading')} />
  return (
    <OnrampFlow
      key={`${network.caipNetworkId}/${account.address}`}
      client={client}
      catalog={catalog}
      namespace={network.chainNamespace}
      network={network.caipNetworkId}
      address={account.address}
      projectId={gangway.config.projectId ?? account.address}
      onPurchase={() => portfolio.refresh(true)}
    />
  )
}
