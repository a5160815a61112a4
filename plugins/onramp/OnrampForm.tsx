import { AlertBar, Input, ListItem, Spinner, Tag, useTranslate } from '../../entries/plugin.js'
import { OnrampSelect } from './OnrampSelect.js'
import type { useOnrampFlow } from './useOnrampFlow.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The on-ramp form: what to buy, the payment currency and method, the amount within its limits, the quote, then one button per provider with its fee. */
export function OnrampForm({ flow }: { readonly flow: ReturnType<typeof useOnrampFlow> }) {
  const t = useTranslate()
  const { purchase, payment, method, quote } = flow
  const currency = payment?.id ?? 'USD'
  const methodLabel = (id: string) =>
    id === 'card'
      ? t('onramp.method.card')
      : id === 'ach_bank_account'
        ? t('onramp.method.ach_bank_account')
        : id
  return (
    <div style={column}>
      {flow.fallback && <AlertBar variant="warning" message={t('onramp.fallback')} />}
      {flow.problem && <AlertBar variant="error" message={flow.problem} />}
      <OnrampSelect
        label={t('onramp.purchase')}
        value={purchase?.key ?? ''}
        options={flow.purchases.map((item) => ({
          value: item.key,
          label: t('onramp.purchase.option', { symbol: item.symbol, network: item.networkName }),
        }))}
        onChange={(value) => flow.change({ purchaseKey: value })}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <OnrampSelect
          label={t('onramp.currency')}
          value={currency}
          options={flow.payments.map((item) => ({ value: item.id, label: item.id }))}
          onChange={(value) => flow.change({ paymentId: value })}
        />
        <OnrampSelect
          label={t('onramp.method')}
          value={method?.id ?? ''}
          options={(payment?.methods ?? []).map((item) => ({ value: item.id, label: methodLabel(item.id) }))}
          onChange={(value) => flow.change({ methodId: value })}
        />
      </div>
      <Input
        label={t('onramp.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={flow.amount}
        error={flow.inputProblem}
        hint={
          method
            ? t('onramp.limits', { min: money(method.min), max: money(method.max), currency })
            : undefined
        }
        onChange={(event) => flow.change({ amount: event.target.value })}
        end={<span className="gw-label">{currency}</span>}
      />
      <p
        role="status"
        className="gw-hint"
        style={{ margin: 0, minHeight: '1.5em' }}
        data-testid="onramp-quote"
      >
        {quote.status === 'loading' && (
          <>
            <Spinner size="sm" /> {t('onramp.quote.loading')}
          </>
        )}
        {quote.status === 'ready' &&
          (quote.quote.purchaseAmount === undefined
            ? t('onramp.quote.fallback')
            : t('onramp.quote.receive', {
                amount: quote.quote.purchaseAmount,
                symbol: purchase?.symbol ?? '',
                fee: quote.quote.fee ?? '0.00',
                currency,
              }))}
      </p>
      {flow.providers.length === 0 ? (
        <AlertBar variant="info" message={t('onramp.noProviders')} />
      ) : (
        <ul
          aria-label={t('onramp.providers')}
          style={{ ...column, gap: 8, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {flow.providers.map((provider) => (
            <li key={provider.name}>
              <ListItem
                aria-label={t('onramp.buyWith', { provider: provider.label })}
                description={t('onramp.fee', { fee: provider.feeRange })}
                end={<Tag>{currency}</Tag>}
                disabled={flow.inputProblem !== undefined}
                onClick={() => void flow.buy(provider)}
              >
                {provider.label}
              </ListItem>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
