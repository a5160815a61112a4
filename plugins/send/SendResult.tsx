import { TransactionResult, useTranslate } from '../../entries/plugin.js'
import type { SendStep } from './SendStep.js'
import type { useSendFlow } from './useSendFlow.js'

/** A sent transfer: waiting for its confirmation (cancellable), then the outcome, the explorer link and the copyable hash. */
export function SendResult({
  flow,
  step,
}: {
  readonly flow: ReturnType<typeof useSendFlow>
  readonly step: Extract<SendStep, { kind: 'pending' | 'done' }>
}) {
  const t = useTranslate()
  const sent = { amount: step.amount, symbol: step.symbol }
  return (
    <TransactionResult
      hash={step.hash}
      link={step.link}
      outcome={step.kind === 'done' ? step.outcome : undefined}
      onCancel={flow.cancel}
      onAgain={flow.again}
      labels={{
        pending: t('send.pending', sent),
        success: t('send.success', sent),
        failedOnChain: t('send.failedOnChain'),
        stillPending: t('send.stillPending'),
        hash: t('send.hash'),
        copyHash: t('send.copyHash'),
        copied: t('send.copied'),
        copyFailed: t('send.copyFailed'),
        viewTransaction: t('send.viewTransaction'),
        cancel: t('send.cancel'),
        again: t('send.again'),
      }}
    />
  )
}
