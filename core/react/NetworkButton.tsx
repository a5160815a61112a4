import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { GangwayButton } from './GangwayButton.js'
import { useGangwayContext } from './useGangwayContext.js'
import { useNetwork } from './useNetwork.js'

export interface NetworkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Replaces the network name. */
  readonly label?: ReactNode
  readonly size?: 'sm' | 'md'
  readonly namespace?: ChainNamespace
}

/** The active network's name; opens SwitchNetwork, busy while a switch runs. */
export function NetworkButton({ label, size, namespace, onClick, ...rest }: NetworkButtonProps) {
  const { gangway, t } = useGangwayContext()
  const { network, caipNetworkId, switching } = useNetwork(namespace)
  return (
    <GangwayButton
      size={size}
      soft
      busy={switching}
      title={t('buttons.switchNetwork')}
      {...rest}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) void gangway.open({ view: 'SwitchNetwork' })
      }}
    >
      {label ?? network?.name ?? t(caipNetworkId ? 'buttons.unsupportedNetwork' : 'buttons.network')}
    </GangwayButton>
  )
}
