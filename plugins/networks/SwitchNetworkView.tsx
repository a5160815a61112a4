import { useEffect, useRef } from 'react'
import { AlertBar, useTranslate, type ViewRegistry } from '../../entries/plugin.js'
import { NetworkList } from './NetworkList.js'
import { useNetworkChoice } from './useNetworkChoice.js'
import { useViewParams } from './useViewParams.js'

/** The configured networks to switch to; opened with a `network`, it starts that switch at once. */
export function SwitchNetworkView({ params }: { readonly params?: ViewRegistry['SwitchNetwork'] }) {
  const t = useTranslate()
  const requested = useViewParams('SwitchNetwork', params)?.network
  const { choose, error } = useNetworkChoice('SwitchNetwork')
  const started = useRef<string>(undefined)
  useEffect(() => {
    if (!requested || started.current === requested.caipNetworkId) return
    started.current = requested.caipNetworkId
    void choose(requested)
  }, [requested, choose])
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {error !== undefined && (
        <AlertBar
          variant="error"
          title={t('networks.switchFailed')}
          message={error || t('networks.switchFailed')}
        />
      )}
      <NetworkList onChoose={choose} />
    </div>
  )
}
