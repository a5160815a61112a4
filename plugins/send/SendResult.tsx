import { AlertBar, Button, CopyButton, Spinner, useTranslate } from '../../entries/plugin.js'
import type { SendStep } from './SendStep.js'
import type { useSendFlow } from './useSendFlow.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'stretch' } as const
const hashStyle = { margin: 0, wordBreak: 'break-all', fontFamily: 'ui-monospace, Menlo, monospace' } as const

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
    <div style={column}>
      {step.kind === 'pending' && (
        <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
          <Spinner size="sm" />
          {t('send.pending', sent)}
        </p>
      )}
      {step.kind === 'done' && step.outcome === 'confirmed' && (
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {t('send.success', sent)}
        </p>
      )}
      {step.kind === 'done' && step.outcome === 'failed' && (
        <AlertBar variant="error" message={t('send.failedOnChain')} />
      )}
      {step.kind === 'done' && step.outcome === 'pending' && <AlertBar message={t('send.stillPending')} />}
      <div>
        <span className="gw-label">{t('send.hash')}</span>
        <p style={hashStyle}>{step.hash}</p>
        <CopyButton value={step.hash} copiedLabel={t('send.copied')} failedLabel={t('send.copyFailed')}>
          {t('send.copyHash')}
        </CopyButton>
      </div>
      {step.link && (
        <a
          className="gw-btn gw-btn--secondary gw-btn--md gw-btn--full"
          href={step.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('send.viewTransaction')}
        </a>
      )}
      {step.kind === 'pending' ? (
        <Button variant="ghost" fullWidth onClick={flow.cancel}>
          {t('send.cancel')}
        </Button>
      ) : (
        <Button fullWidth onClick={flow.again}>
          {t('send.again')}
        </Button>
      )}
    </div>
  )
}
