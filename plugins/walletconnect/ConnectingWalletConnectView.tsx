import { useEffect, useMemo, useRef } from 'react'
import {
  directoryImageUrl,
  safeUrl,
  useGangwayContext,
  useGangwayStore,
  type ViewRegistry,
  WalletImage,
} from '../../entries/plugin.js'
import { isFramed } from './isFramed.js'
import { isMobileDevice } from './isMobileDevice.js'
import { PairingPanel } from './PairingPanel.js'
import { usePairing } from './usePairing.js'
import { walletLinks } from './walletLinks.js'

const column = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } as const
const linkButton = 'gw-btn gw-btn--secondary gw-btn--md gw-btn--full'

/**
 * Pairing with a mobile wallet: the QR code of the pairing URI and a copy link; for a directory wallet
 * also its deep links. On a phone the wallet is opened directly (a tap inside an iframe).
 */
export default function ConnectingWalletConnectView() {
  const { gangway, t } = useGangwayContext()
  const wallet = useGangwayStore('modal', (state) => {
    const entry = [...state.history].reverse().find((item) => item.view === 'ConnectingWalletConnect')
    return (entry?.params as ViewRegistry['ConnectingWalletConnect'])?.wallet
  })
  const pairing = usePairing(wallet)
  const where = useMemo(() => ({ mobile: isMobileDevice(), framed: isFramed() }), [])
  const uri = pairing.state.uri
  const links = walletLinks(wallet, uri, where)
  const mobileLink = links.find((link) => link.kind === 'mobile')
  const opened = useRef<string>(undefined)
  const api = gangway.getPlugin('walletconnect')

  useEffect(() => {
    const href = safeUrl(mobileLink?.href, 'link')
    if (!href || where.framed || opened.current === uri || !wallet) return
    opened.current = uri
    api?.linked({ name: wallet.name, href })
    window.location.href = href
  }, [api, mobileLink, uri, wallet, where.framed])

  const name = wallet?.name ?? t('walletconnect.title')
  return (
    <div style={column} data-view="ConnectingWalletConnect">
      {wallet && (
        <div style={{ ...column, gap: 8 }}>
          <WalletImage src={directoryImageUrl(gangway.config, 'wallet', wallet.image_id)} size="lg" />
          <strong>{wallet.name}</strong>
        </div>
      )}
      {mobileLink && !pairing.failure && (
        <p className="gw-hint" style={{ textAlign: 'center' }}>
          {t('walletconnect.approveIn', { name })}
        </p>
      )}
      <PairingPanel
        pairing={pairing}
        showQr={!mobileLink}
        hint={wallet ? t('walletconnect.scanWith', { name }) : t('walletconnect.scan')}
      />
      {!pairing.failure &&
        links.map((link) => (
          <a
            key={link.kind}
            className={linkButton}
            href={link.href}
            target={link.target}
            rel="noreferrer noopener"
            data-link={link.kind}
            onClick={() => api?.linked({ name, href: link.href })}
          >
            {t(
              link.kind === 'mobile'
                ? 'walletconnect.open'
                : link.kind === 'desktop'
                  ? 'walletconnect.openDesktop'
                  : 'walletconnect.openWeb',
              { name },
            )}
          </a>
        ))}
    </div>
  )
}
