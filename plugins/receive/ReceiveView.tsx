import {
  AlertBar,
  CopyButton,
  NetworkBadge,
  networkImageUrl,
  QrCode,
  useAccount,
  useGangway,
  useNetwork,
  useTranslate,
} from '../../entries/plugin.js'

const column = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } as const
const addressStyle = {
  margin: 0,
  maxWidth: 280,
  textAlign: 'center',
  wordBreak: 'break-all',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '1.2em',
  lineHeight: 1.4,
} as const

/** The connected address as a QR code, with a copy button, its network and a warning to use only that network. */
export function ReceiveView() {
  const t = useTranslate()
  const gangway = useGangway()
  const { network } = useNetwork()
  const { address } = useAccount()
  if (!address) return <AlertBar variant="info" message={t('receive.notConnected')} />
  const networkName = network?.name ?? t('receive.unknownNetwork')
  return (
    <div style={column}>
      <QrCode value={address} size={232} label={t('receive.qrLabel', { network: networkName })} />
      <NetworkBadge name={networkName} imageSrc={networkImageUrl(network, gangway.config)} />
      <p style={addressStyle}>
        <span className="gw-sr">{t('receive.address')} </span>
        <span>{address}</span>
      </p>
      <CopyButton value={address} copiedLabel={t('receive.copied')} failedLabel={t('receive.copyFailed')}>
        {t('receive.copy')}
      </CopyButton>
      <AlertBar variant="warning" message={t('receive.warning', { network: networkName })} />
    </div>
  )
}
