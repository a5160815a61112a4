import { type ReactNode, useId, useMemo, useState } from 'react'
import {
  Button,
  type ConnectMethod,
  Icon,
  ListItem,
  ListSkeleton,
  Tag,
  useGangwayContext,
  useGangwayStore,
  type ViewRegistry,
} from '../../entries/plugin.js'
import { buildWalletChoices } from './buildWalletChoices.js'
import { ConnectFailure } from './ConnectFailure.js'
import { configuredNamespaces } from './configuredNamespaces.js'
import { isInstalledConnector } from './isInstalledConnector.js'
import { LegalCheckbox } from './LegalCheckbox.js'
import { namespaceLabel } from './namespaceLabel.js'
import { SlotEntryView } from './SlotEntryView.js'
import { useConnectAction } from './useConnectAction.js'
import { useLegalConsent } from './useLegalConsent.js'
import { useRecommendedWallets } from './useRecommendedWallets.js'
import { WalletRow } from './WalletRow.js'
import { walletImageUrl } from './walletImageUrl.js'
import { walletList } from './walletList.js'

const column = { display: 'flex', flexDirection: 'column', gap: 8 } as const
const methodSlots: Readonly<Record<Exclude<ConnectMethod, 'wallet'>, string>> = {
  email: 'connect.email',
  social: 'connect.social',
}

/** The Connect view: e-mail, social and wallet methods in the configured order. */
export default function ConnectView({ params }: { readonly params?: ViewRegistry['Connect'] }) {
  const { gangway, t, rehearsal } = useGangwayContext()
  const features = useGangwayStore('features', (state) => state.features)
  const slots = useGangwayStore('registry', (state) => state.slots)
  const connectors = useGangwayStore('connectors', (state) => state.connectors)
  const recent = useGangwayStore('connectors', (state) => state.recent)
  const activeNamespace = useGangwayStore('networks', (state) => state.activeNamespace)
  const activeNetwork = useGangwayStore('networks', (state) =>
    state.activeNamespace
      ? state.configured.find((network) => network.caipNetworkId === state.active[state.activeNamespace!])
      : undefined,
  )
  const configured = useGangwayStore('networks', (state) => state.configured)
  const namespaces = useMemo(() => configuredNamespaces(configured), [configured])
  const only = params?.namespace
  const [accepted, setAccepted] = useLegalConsent(gangway)
  const [expanded, setExpanded] = useState(false)
  const action = useConnectAction()
  const hintId = useId()
  const order = features.connectorTypeOrder
  const wantsDirectory =
    features.connectMethodsOrder.includes('wallet') && (features.allWallets || order.includes('recommended'))
  // Rehearsed hidden at idle (ViewDefinition.rehearse): laid out as while the directory is awaited, but
  // with no directory request and no image before the first open.
  const directory = useRecommendedWallets(gangway, wantsDirectory && !rehearsal)
  const awaitingDirectory = directory.pending || (rehearsal === true && wantsDirectory)
  const blocked = features.legalCheckbox && !accepted
  const describedBy = blocked ? hintId : undefined

  const choices = useMemo(
    () =>
      buildWalletChoices({
        connectors,
        recent,
        recommended: directory.page?.data ?? [],
        order,
        activeNamespace,
        namespaces,
        only,
        imageUrl: (imageId) => walletImageUrl(gangway.config, imageId),
      }).map((choice) =>
        // A wallet's own data: icon is no request: kept, so that its decoding is rehearsed too.
        rehearsal && !choice.imageUrl?.startsWith('data:') ? { ...choice, imageUrl: undefined } : choice,
      ),
    [connectors, recent, directory, order, activeNamespace, namespaces, only, gangway, rehearsal],
  )
  const connectingText = (key: string) => {
    const choice = choices.find((item) => item.key === key)
    const name = choice?.name ?? ''
    const step =
      action.progress && choice?.connectors?.find((item) => item.chain === action.progress?.current)
    return step
      ? t('connect.connectingNamespace', { name, namespace: namespaceLabel(t, step) })
      : t('connect.connecting', { name })
  }
  const slotEntries = (slot: string) =>
    slots
      .filter((entry) => entry.slot === slot && (entry.guard?.() ?? true))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))

  const walletSection = () => {
    if (features.collapseWallets && !expanded)
      return (
        <Button
          variant="secondary"
          fullWidth
          disabled={blocked}
          aria-describedby={describedBy}
          onClick={() => setExpanded(true)}
        >
          {t('connect.continueWithWallet')}
        </Button>
      )
    const count = directory.page?.count
    const shownCount =
      count === undefined || count === 0
        ? undefined
        : count < 10
          ? String(count)
          : t('connect.allWallets.count', {
              count: String(Math.floor(count / 10) * 10).replace(
                /\B(?=(\d{3})+(?!\d))/g,
                t('connect.allWallets.countGroup'),
              ),
            })
    // Installed wallets of other chains only: say so, rather than let them pass for the way in on this one.
    const installedChains = new Set(connectors.filter(isInstalledConnector).map((item) => item.chain))
    const noneHere =
      activeNetwork !== undefined &&
      installedChains.size > 0 &&
      !installedChains.has(activeNamespace as NonNullable<typeof activeNamespace>)
    return (
      <div style={column}>
        {noneHere && (
          <p className="gw-hint" data-testid="no-namespace-wallet">
            {t(
              connectors.some((item) => item.type === 'WALLET_CONNECT' && item.chain === activeNamespace)
                ? 'connect.noNamespaceWallet.pair'
                : 'connect.noNamespaceWallet',
              { network: activeNetwork.name },
            )}
          </p>
        )}
        {choices.map((choice) => (
          <WalletRow
            key={choice.key}
            choice={choice}
            action={action}
            disabled={blocked}
            describedBy={describedBy}
          />
        ))}
        {awaitingDirectory && order.includes('recommended') && (
          <ListSkeleton count={walletList.recommended} />
        )}
        {features.allWallets && (
          <ListItem
            start={
              <span className="gw-img gw-sz-md" aria-hidden="true">
                <Icon name="wallet" size={24} />
              </span>
            }
            end={shownCount ? <Tag variant="accent">{shownCount}</Tag> : undefined}
            disabled={blocked}
            aria-describedby={describedBy}
            onClick={() => gangway.navigate('AllWallets')}
          >
            {t('connect.allWallets.title')}
          </ListItem>
        )}
        {choices.length === 0 && !features.allWallets && <p className="gw-hint">{t('connect.noWallets')}</p>}
      </div>
    )
  }

  const sections: { key: string; node: ReactNode }[] = []
  for (const method of new Set(features.connectMethodsOrder)) {
    if (method === 'wallet') {
      sections.push({ key: method, node: walletSection() })
      continue
    }
    const entries = slotEntries(methodSlots[method])
    if (entries.length > 0)
      sections.push({
        key: method,
        node: (
          <div style={column} data-method={method}>
            {entries.map((entry) => (
              <SlotEntryView key={`${entry.plugin}/${entry.id}`} entry={entry} disabled={blocked} />
            ))}
          </div>
        ),
      })
  }

  return (
    <div style={{ ...column, gap: 12 }}>
      {features.legalCheckbox && (
        <LegalCheckbox
          termsUrl={gangway.config.legal?.termsUrl}
          privacyUrl={gangway.config.legal?.privacyUrl}
          checked={accepted}
          onCheckedChange={setAccepted}
        />
      )}
      {blocked && (
        <p id={hintId} className="gw-hint">
          {t('connect.legal.required')}
        </p>
      )}
      <fieldset
        disabled={blocked}
        style={{ ...column, gap: 12, minWidth: 0, margin: 0, padding: 0, border: 0 }}
      >
        <legend className="gw-sr">{t('connect.title')}</legend>
        {sections.map((section, index) => (
          <div key={section.key} style={column} data-section={section.key}>
            {index > 0 && (
              <p className="gw-hint" style={{ textAlign: 'center' }}>
                {t('connect.or')}
              </p>
            )}
            {section.node}
          </div>
        ))}
      </fieldset>
      <ConnectFailure action={action} />
      <span className="gw-sr" role="status">
        {action.pending ? connectingText(action.pending) : ''}
      </span>
    </div>
  )
}
