import { useEffect, useRef } from 'react'
import { Button, CopyButton, Spinner, useGangway, useTranslate } from '../../entries/plugin.js'
import type { OnrampStep } from './OnrampStep.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'stretch' } as const

/** The checkout window open (a cancel button, focused), then the purchase: amount, transaction, Done and Buy more. */
export function OnrampProgress({
  step,
  onAgain,
}: {
  readonly step: Extract<OnrampStep, { kind: 'waiting' | 'done' }>
  readonly onAgain: () => void
}) {
  const t = useTranslate()
  const gangway = useGangway()
  const focus = useRef<HTMLButtonElement>(null)
  const kind = step.kind
  useEffect(() => {
    if (kind) focus.current?.focus()
  }, [kind])
  if (step.kind === 'waiting')
    return (
      <div style={column} aria-busy="true">
        <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
          <Spinner size="sm" />
          {t('onramp.waiting', { provider: step.provider.label })}
        </p>
        <Button ref={focus} variant="secondary" fullWidth onClick={step.cancel}>
          {t('onramp.cancel')}
        </Button>
      </div>
    )
  const { purchase } = step
  return (
    <div style={column}>
      <p role="status" className="gw-title" style={{ margin: 0 }}>
        {t('onramp.done', { amount: purchase.amount, symbol: purchase.symbol })}
      </p>
      <p className="gw-hint" style={{ margin: 0 }}>
        {t('onramp.done.detail')}
      </p>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
        <span className="gw-label">{t('onramp.hash')}</span>
        <code style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
          {purchase.hash}
        </code>
        <CopyButton value={purchase.hash} label={t('onramp.hash')} />
      </div>
      <Button ref={focus} fullWidth onClick={() => gangway.back()}>
        {t('onramp.back')}
      </Button>
      <Button variant="secondary" fullWidth onClick={onAgain}>
        {t('onramp.again')}
      </Button>
    </div>
  )
}
