import { useGangwayContext } from '../../entries/plugin.js'
import { PairingPanel } from './PairingPanel.js'
import { usePairing } from './usePairing.js'

/** Basic (manual) pairing: the QR code of the pairing URI and a copy link, without a wallet list. */
export default function ConnectingWalletConnectBasicView() {
  const { t } = useGangwayContext()
  const pairing = usePairing(undefined)
  return (
    <div data-view="ConnectingWalletConnectBasic">
      <PairingPanel pairing={pairing} showQr hint={t('walletconnect.scan')} />
    </div>
  )
}
