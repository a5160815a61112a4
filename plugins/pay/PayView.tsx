import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import {
  AlertBar,
  Button,
  CopyButton,
  formatBalance,
  groupDigits,
  Spinner,
  TruncatedAddress,
  useGangwayContext,
} from '../../entries/plugin.js'
import type { Payments } from './createPayments.js'
import type { Payment } from './Payment.js'
import type { PayState } from './PayState.js'
import { usePayFlow } from './usePayFlow.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'stretch' } as const
const row = { display: 'flex', justifyContent: 'space-between', gap: 8, margin: 0 } as const
const hashStyle = { margin: 0, wordBreak: 'break-all', fontFamily: 'ui-monospace, Menlo, monospace' } as const

function PayFlow({ payments, payment }: { readonly payments: Payments; readonly payment: Payment }) {
  const { gangway, t } = useGangwayContext()
  const flow = usePayFlow(payments, payment)
  const { network, status } = payment
  const symbol = flow.asset && 'asset' in flow.asset ? flow.asset.asset.symbol : ''
  const values = { amount: flow.amountText, symbol }
  const balance =
    flow.balance === undefined
      ? t('pay.balance.loading')
      : flow.balance === 'unavailable'
        ? t('pay.balance.unavailable')
        : `${groupDigits(formatBalance(flow.balance))} ${symbol}`
  return (
    <div style={column}>
      <p style={{ margin: 0, fontSize: 24, fontWeight: 600, textAlign: 'center' }} data-testid="pay-amount">
        {flow.amountText} {symbol}
      </p>
      <dl style={{ ...column, gap: 6, margin: 0 }}>
        <div style={row}>
          <dt>{t('pay.to')}</dt>
          <dd style={{ margin: 0 }} title={payment.recipient}>
            <TruncatedAddress address={payment.recipient} />
          </dd>
        </div>
        <div style={row}>
          <dt>{t('pay.network')}</dt>
          <dd style={{ margin: 0 }}>{network.name}</dd>
        </div>
        {flow.connected && (
          <div style={row}>
            <dt>{t('pay.balance')}</dt>
            <dd style={{ margin: 0 }} data-testid="pay-balance">
              {balance}
            </dd>
          </div>
        )}
      </dl>
      {flow.asset === undefined && status === 'ready' && (
        <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
          <Spinner size="sm" />
          {t('pay.asset.loading')}
        </p>
      )}
      {flow.asset && 'error' in flow.asset && status === 'ready' && (
        <AlertBar variant="error" message={flow.asset.error} />
      )}
      {payment.error && <AlertBar variant="error" message={payment.error} />}
      {(status === 'wallet' || status === 'confirming') && (
        <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
          <Spinner size="sm" />
          {status === 'wallet' ? t('pay.wallet') : t('pay.confirming', values)}
        </p>
      )}
      {status === 'paid' && (
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {t('pay.success', values)}
        </p>
      )}
      {payment.hash && status !== 'wallet' && (
        <div>
          <span className="gw-label">{t('pay.hash')}</span>
          <p style={hashStyle}>{payment.hash}</p>
          <CopyButton value={payment.hash} copiedLabel={t('pay.copied')} failedLabel={t('pay.copyFailed')}>
            {t('pay.copyHash')}
          </CopyButton>
        </div>
      )}
      {status === 'ready' && !flow.connected && (
        <>
          <p style={{ margin: 0 }}>{t('pay.connect.hint')}</p>
          <Button
            fullWidth
            onClick={() => gangway.navigate('Connect', { namespace: network.chainNamespace })}
          >
            {t('pay.connect')}
          </Button>
        </>
      )}
      {status === 'ready' && flow.connected && !flow.onNetwork && (
        <>
          <p style={{ margin: 0 }}>{t('pay.switch.hint', { network: network.name })}</p>
          <Button fullWidth onClick={() => void gangway.switchNetwork(network).catch(() => undefined)}>
            {t('pay.switch', { network: network.name })}
          </Button>
        </>
      )}
      {(status === 'ready' || status === 'wallet') && flow.connected && flow.onNetwork && (
        <Button
          fullWidth
          disabled={!flow.asset || 'error' in flow.asset || flow.short || flow.busy || status === 'wallet'}
          onClick={() => void flow.pay()}
        >
          {t('pay.submit', values)}
        </Button>
      )}
      {(status === 'paid' || status === 'failed') && (
        <Button variant="secondary" fullWidth onClick={() => gangway.close()}>
          {t('pay.close')}
        </Button>
      )}
    </div>
  )
}

/** The Pay view over one instance's payments and store. */
export function bindPayView(payments: Payments, store: StoreApi<PayState>) {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over that instance's payments; made once in setup
  return function PayView() {
    const { t } = useGangwayContext()
    const payment = useSyncExternalStore(
      store.subscribe,
      () => store.getState().payment,
      () => store.getState().payment,
    )
    if (!payment) return <AlertBar variant="info" message={t('pay.none')} />
    return <PayFlow key={payment.id} payments={payments} payment={payment} />
  }
}
