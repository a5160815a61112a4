import { AlertBar, Button, CopyButton, formatBalance, Spinner, useTranslate } from '../../entries/plugin.js'
import type { SwapStep } from './SwapStep.js'
import type { useSwapFlow } from './useSwapFlow.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'stretch' } as const
const hashStyle = { margin: 0, wordBreak: 'break-all', fontFamily: 'ui-monospace, Menlo, monospace' } as const

/** A sent swap: waiting for the chain (cancellable), then the outcome with the new balances, the explorer link and the hash. */
export function SwapResult({
  flow,
  step,
}: {
  readonly flow: ReturnType<typeof useSwapFlow>
  readonly step: Extract<SwapStep, { kind: 'pending' | 'done' }>
}) {
  const t = useTranslate()
  const symbols = { from: flow.from?.symbol ?? '', to: flow.to?.symbol ?? '' }
  return (
    <div style={column}>
      {step.kind === 'pending' && (
        <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
          <Spinner size="sm" />
          {t('swaps.pending', symbols)}
        </p>
      )}
      {step.kind === 'done' && step.outcome === 'confirmed' && (
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {t('swaps.success', { amount: step.sent, ...symbols })}
        </p>
      )}
      {step.kind === 'done' && step.balances && (
        <dl aria-label={t('swaps.newBalances')} style={{ margin: 0 }}>
          <dt className="gw-label">{t('swaps.newBalances')}</dt>
          <dd style={{ margin: 0 }}>{`${formatBalance(step.balances.from)} ${symbols.from}`}</dd>
          <dd style={{ margin: 0 }}>{`${formatBalance(step.balances.to)} ${symbols.to}`}</dd>
        </dl>
      )}
      {step.kind === 'done' && step.outcome === 'failed' && (
        <AlertBar variant="error" message={t('swaps.failedOnChain')} />
      )}
      {step.kind === 'done' && step.outcome === 'pending' && <AlertBar message={t('swaps.stillPending')} />}
      <div>
        <span className="gw-label">{t('swaps.hash')}</span>
        <p style={hashStyle}>{step.hash}</p>
        <CopyButton value={step.hash} copiedLabel={t('swaps.copied')} failedLabel={t('swaps.copyFailed')}>
          {t('swaps.copyHash')}
        </CopyButton>
      </div>
      {step.link && (
        <a
          className="gw-btn gw-btn--secondary gw-btn--md gw-btn--full"
          href={step.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('swaps.viewTransaction')}
        </a>
      )}
      {step.kind === 'pending' ? (
        <Button variant="ghost" fullWidth onClick={flow.cancel}>
          {t('swaps.cancel')}
        </Button>
      ) : (
        <Button fullWidth onClick={flow.again}>
          {t('swaps.again')}
        </Button>
      )}
    </div>
  )
}
