import { useGangwayStore } from '../../../core/react/index.js'
import type { Features } from '../../../entries/gangway.js'
import { Card } from './Card.js'
import { OrderList } from './OrderList.js'

export interface OrderControlsProps {
  readonly setFeature: (patch: Partial<Features>) => Promise<void>
}

/** connectMethodsOrder, connectorTypeOrder and walletFeaturesOrder, applied live through setFeatures. */
export function OrderControls({ setFeature }: OrderControlsProps) {
  const features = useGangwayStore('features', (state) => state.features)
  return (
    <Card title="Order" testId="order-controls">
      <OrderList
        label="connectMethodsOrder"
        items={features.connectMethodsOrder}
        onChange={(connectMethodsOrder) => void setFeature({ connectMethodsOrder })}
      />
      <OrderList
        label="connectorTypeOrder"
        items={features.connectorTypeOrder}
        onChange={(connectorTypeOrder) => void setFeature({ connectorTypeOrder })}
      />
      <OrderList
        label="walletFeaturesOrder"
        items={features.walletFeaturesOrder}
        onChange={(walletFeaturesOrder) => void setFeature({ walletFeaturesOrder })}
      />
    </Card>
  )
}
