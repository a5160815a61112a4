import { useEffect, useState } from 'react'
import {
  AlertBar,
  Avatar,
  BalanceText,
  Button,
  CopyButton,
  Icon,
  NetworkBadge,
  networkImageUrl,
  TruncatedAddress,
  useAccount,
  useGangway,
  useNetwork,
  useTranslate,
  type ViewRegistry,
} from '../../entries/plugin.js'
import { AccountNamespaces } from './AccountNamespaces.js'
import { AccountTabs } from './AccountTabs.js'
import { ProfileLinks } from './ProfileLinks.js'
import { SlotPanel } from './SlotPanel.js'
import { useSlotEntries } from './useSlotEntries.js'
import { WalletFeatures } from './WalletFeatures.js'

const column = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 } as const

/**
 * The connected account of the active namespace: identity, balance, network, features, tabs, disconnect;
 * opened for a connected namespace (`params.namespace`), it shows that one and makes it active.
 */
export function AccountView({ params }: { readonly params?: ViewRegistry['Account'] }) {
  const t = useTranslate()
  const gangway = useGangway()
  const asked = useAccount(params?.namespace)
  const identity = useSlotEntries('account.identity')
  const target = asked.address ? params?.namespace : undefined
  const { network } = useNetwork(target)
  const current = useAccount()
  const account = target ? asked : current
  const { namespace } = account
  useEffect(() => {
    const { activeNamespace, active, configured } = gangway.stores.networks.getState()
    const to = configured.find((item) => target && item.caipNetworkId === active[target])
    if (to && activeNamespace !== target) gangway.switchNetwork(to).catch(() => undefined)
  }, [gangway, target])
  const [disconnecting, setDisconnecting] = useState(false)
  const [failed, setFailed] = useState(false)
  const address = account.address
  const failure = failed && <AlertBar variant="error" message={t('account.disconnectFailed')} />
  if (!address) return failure || null
  const disconnect = async () => {
    setDisconnecting(true)
    setFailed(false)
    try {
      await gangway.disconnect(namespace)
    } catch {
      setFailed(true)
    } finally {
      setDisconnecting(false)
    }
  }
  const networkName = network?.name ?? t('account.unknownNetwork')
  const switchable = gangway.config.enableNetworkSwitch
  const badge = <NetworkBadge name={networkName} imageSrc={networkImageUrl(network, gangway.config)} />
  return (
    <div style={{ ...column, alignItems: 'stretch', gap: 16 }}>
      <div style={column}>
        <Avatar address={address} src={account.profileImage} size="lg" />
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span style={{ fontWeight: 600 }}>
            {account.profileName ?? <TruncatedAddress address={address} />}
          </span>
          <CopyButton
            value={address}
            label={t('account.copyAddress')}
            copiedLabel={t('account.copied')}
            failedLabel={t('account.copyFailed')}
          />
        </div>
        {account.profileName && <TruncatedAddress address={address} />}
        {identity.map((entry) => (
          <SlotPanel key={entry.id} entry={entry} />
        ))}
        {account.user?.email && (
          <span className="gw-hint" data-testid="account-email" title={account.user.email}>
            {account.user.email.length > 30 ? `${account.user.email.slice(0, 29)}…` : account.user.email}
          </span>
        )}
        <BalanceText
          value={account.balance}
          symbol={account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''}
          size="lg"
          unavailable={account.balanceStatus === 'unavailable' ? t('account.balanceUnavailable') : undefined}
        />
        {account.balance === undefined && account.balanceStatus !== 'unavailable' && (
          <span className="gw-sr">{t('account.balanceLoading')}</span>
        )}
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {switchable ? (
            <button
              type="button"
              className="gw-btn gw-btn--ghost gw-btn--sm"
              onClick={() => gangway.navigate('SwitchNetwork')}
            >
              {badge}
              <span className="gw-sr">{t('account.switchNetwork')}</span>
            </button>
          ) : (
            badge
          )}
          {account.addressExplorerUrl && (
            <a
              className="gw-btn gw-btn--ghost gw-btn--sm"
              href={account.addressExplorerUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="external" size={14} />
              {t('account.explorer')}
              <span className="gw-sr">{t('account.newTab')}</span>
            </a>
          )}
        </div>
      </div>
      <AccountNamespaces shown={namespace} />
      <WalletFeatures />
      <ProfileLinks />
      <AccountTabs />
      {failure}
      <Button variant="secondary" fullWidth loading={disconnecting} onClick={disconnect}>
        {!disconnecting && <Icon name="disconnect" size={16} />}
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
