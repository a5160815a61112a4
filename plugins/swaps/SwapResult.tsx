import { formatBalance, TransactionResult, useTranslate } from '../../entries/plugin.js'
import type { SwapStep } from './SwapStep.js'
import type { useSwapFlow } from './useSwapFlow.js'

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
  const done = step.kind === 'done' ? step : undefined
  return (
    <TransactionResult
      hash={step.hash}
      link={step.link}
      outcome={done?.outcome}
      onCancel={flow.cancel}
      onAgain={flow.again}
      labels={{
        pending: t('swaps.pending', symbols),
        success: done ? t('swaps.success', { amount: done.sent, ...symbols }) : '',
        failedOnChain: t('swaps.failedOnChain'),
        stillPending: t('swaps.stillPending'),
        hash: t('swaps.hash'),
        copyHash: t('swaps.copyHash'),
        copied: t('swaps.copied'),
        copyFailed: t('swaps.copyFailed'),
        viewTransaction: t('swaps.viewTransaction'),
        cancel: t('swaps.cancel'),
        again: t('swaps.again'),
      }}
    >
      {done?.balances && (
        <dl aria-label={t('swaps.newBalances')} style={{ margin: 0 }}>
          <dt className="gw-label">{t('swaps.newBalances')}</dt>
          <dd style={{ margin: 0 }}>{`${formatBalance(done.balances.from)} ${symbols.from}`}</dd>
          <dd style={{ margin: 0 }}>{`${formatBalance(done.balances.to)} ${symbols.to}`}</dd>
        </dl>
      )}
    </TransactionResult>
  )
}
