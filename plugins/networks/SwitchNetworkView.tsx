import { useEffect, useRef } from 'react'
import type { ViewRegistry } from '../../entries/plugin.js'
import { NetworkList } from './NetworkList.js'
import { SwitchFailedAlert } from './SwitchFailedAlert.js'
import { useNetworkChoice } from './useNetworkChoice.js'
import { useViewParams } from './useViewParams.js'

/** The configured networks to switch to; opened with a `network`, it starts that switch at once. */
export function SwitchNetworkView({
  params,
  onHiddenFailure,
}: {
  readonly params?: ViewRegistry['SwitchNetwork']
  readonly onHiddenFailure: (message: string) => void
}) {
  const requested = useViewParams('SwitchNetwork', params)?.network
  const { choose, error } = useNetworkChoice('SwitchNetwork', onHiddenFailure)
  const started = useRef<string>(undefined)
  useEffect(() => {
    if (!requested || started.current === requested.caipNetworkId) return
    started.current = requested.caipNetworkId
    void choose(requested)
  }, [requested, choose])
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <SwitchFailedAlert error={error} />
      <NetworkList onChoose={choose} />
    </div>
  )
}
