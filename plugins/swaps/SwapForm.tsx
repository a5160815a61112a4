import { useId } from 'react'
import { AlertBar, Button, formatBalance, Input, Spinner, useTranslate } from '../../entries/plugin.js'
import { quoteFigures } from './quoteFigures.js'
import type { SwapToken } from './SwapToken.js'
import { swapSettings } from './swapSettings.js'
import type { useSwapFlow } from './useSwapFlow.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const select = {
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  background: 'none',
  color: 'var(--gw-fg)',
  font: 'inherit',
} as const
const row = { display: 'flex', justifyContent: 'space-between', gap: 8, margin: 0 } as const

function TokenSelect({
  id,
  label,
  value,
  tokens,
  onChange,
}: {
  readonly id: string
  readonly label: string
  readonly value: string | undefined
  readonly tokens: readonly SwapToken[]
  readonly onChange: (id: string) => void
}) {
  const t = useTranslate()
  return (
    <div className="gw-field">
      <label htmlFor={id} className="gw-label">
        {label}
      </label>
      <div className="gw-input">
        <select id={id} style={select} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {tokens.map((token) => (
            <option key={token.id} value={token.id}>
              {t('swaps.token.option', { symbol: token.symbol, balance: formatBalance(token.balance) })}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** The Swap form: from and to tokens with balances, the amount with Max, the debounced quote and its figures, then Approve or Swap. */
export function SwapForm({
  flow,
  native,
}: {
  readonly flow: ReturnType<typeof useSwapFlow>
  readonly native: { readonly symbol: string; readonly decimals: number; readonly price?: number }
}) {
  const t = useTranslate()
  const ids = { from: useId(), to: useId(), amount: useId() }
  const { from, to, quote, step, problem } = flow
  const busy = step.kind !== 'form'
  const figures =
    quote.status === 'ready' && from && to
      ? quoteFigures(quote.quote, quote.gasPrice, { from, to }, native)
      : undefined
  const action = (() => {
    if (!from || !to || flow.value === undefined) return { label: t('swaps.enterAmount'), disabled: true }
    if (flow.short) return { label: t('swaps.error.balance', { symbol: from.symbol }), disabled: true }
    if (quote.status !== 'ready') return { label: t('swaps.submit'), disabled: true }
    if (flow.needsApproval)
      return { label: t('swaps.approve', { symbol: from.symbol }), onClick: flow.approve }
    return { label: t('swaps.submit'), onClick: flow.swap }
  })()
  return (
    <form
      noValidate
      style={column}
      aria-busy={busy || quote.status === 'loading' || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!action.disabled && !busy) void action.onClick?.()
      }}
    >
      {problem && <AlertBar variant={problem.notice ? 'warning' : 'error'} message={problem.message} />}
      <TokenSelect
        id={ids.from}
        label={t('swaps.from')}
        value={from?.id}
        tokens={flow.tokens}
        onChange={(id) => flow.change({ fromId: id })}
      />
      <Input
        id={ids.amount}
        label={t('swaps.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={flow.amount}
        error={flow.inputProblem}
        disabled={busy}
        onChange={(event) => flow.change({ amount: event.target.value })}
        end={
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('swaps.max.label')}
            onClick={flow.max}
            disabled={busy}
          >
            {t('swaps.max')}
          </Button>
        }
      />
      <Button variant="ghost" size="sm" onClick={flow.flip} disabled={busy} aria-label={t('swaps.flip')}>
        ⇅
      </Button>
      <TokenSelect
        id={ids.to}
        label={t('swaps.to')}
        value={to?.id}
        tokens={flow.tokens}
        onChange={(id) => flow.change({ toId: id })}
      />
      <section aria-label={t('swaps.quote')} aria-live="polite" style={{ ...column, gap: 6 }}>
        {quote.status === 'loading' && (
          <p role="status" style={{ ...row, justifyContent: 'flex-start', alignItems: 'center' }}>
            <Spinner size="sm" />
            {t('swaps.quoting')}
          </p>
        )}
        {quote.status === 'error' && <AlertBar variant="error" message={quote.message} />}
        {figures && from && to && (
          <dl style={{ ...column, gap: 6, margin: 0 }}>
            <div style={row}>
              <dt>{t('swaps.receive')}</dt>
              <dd
                style={{ margin: 0, fontWeight: 600 }}
              >{`${formatBalance(figures.receive)} ${to.symbol}`}</dd>
            </div>
            <div style={row}>
              <dt>{t('swaps.rate')}</dt>
              <dd style={{ margin: 0 }}>
                {t('swaps.rate.value', { from: from.symbol, rate: figures.rate, to: to.symbol })}
              </dd>
            </div>
            <div style={row}>
              <dt>{t('swaps.priceImpact')}</dt>
              <dd style={{ margin: 0 }}>{`${figures.priceImpact}%`}</dd>
            </div>
            <div style={row}>
              <dt>{t('swaps.networkFee')}</dt>
              <dd style={{ margin: 0 }}>
                {figures.feeUsd === undefined
                  ? `${figures.fee} ${native.symbol}`
                  : t('swaps.networkFee.value', {
                      fee: figures.fee,
                      symbol: native.symbol,
                      usd: figures.feeUsd,
                    })}
              </dd>
            </div>
            <div style={row}>
              <dt>{t('swaps.minimum', { slippage: swapSettings.slippage })}</dt>
              <dd style={{ margin: 0 }}>{`${figures.minimum} ${to.symbol}`}</dd>
            </div>
          </dl>
        )}
      </section>
      <Button type="submit" fullWidth disabled={action.disabled} loading={busy}>
        {step.kind === 'approving'
          ? t('swaps.approving', { symbol: from?.symbol ?? '' })
          : step.kind === 'wallet'
            ? t('swaps.wallet')
            : action.label}
      </Button>
      {busy && (
        <Button variant="ghost" fullWidth onClick={flow.cancel}>
          {t('swaps.cancel')}
        </Button>
      )}
    </form>
  )
}
