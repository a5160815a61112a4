import { useEffect, useRef } from 'react'
import type { PreparedSend, SendDraft } from '../../entries/plugin.js'
import { Button, formatUnits, type Network, Spinner, useTranslate } from '../../entries/plugin.js'
import { currencyValue } from './currencyValue.js'
import { formatFee } from './formatFee.js'
import type { useSendFlow } from './useSendFlow.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const row = { display: 'flex', justifyContent: 'space-between', gap: 12, margin: 0 } as const
const address = { margin: 0, wordBreak: 'break-all', fontFamily: 'ui-monospace, Menlo, monospace' } as const

/** The transfer to confirm (amount and value, receiver, network, estimated fee); then the wait for the wallet. */
export function SendReview({
  flow,
  draft,
  prepared,
  network,
  nativePrice,
  waiting,
}: {
  readonly flow: ReturnType<typeof useSendFlow>
  readonly draft: SendDraft
  readonly prepared: PreparedSend
  readonly network: Network
  readonly nativePrice: number | undefined
  readonly waiting: boolean
}) {
  const t = useTranslate()
  const confirm = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!waiting) confirm.current?.focus()
  }, [waiting])
  const amount = formatUnits(draft.amount, draft.token.decimals)
  const value = currencyValue(amount, draft.token.price)
  const fee = formatFee(prepared.fee, network.nativeCurrency.decimals)
  const feeValue = currencyValue(formatUnits(prepared.fee, network.nativeCurrency.decimals), nativePrice)
  return (
    <div style={column}>
      <h3 style={{ margin: 0 }}>{t('send.review')}</h3>
      <dl style={{ ...column, margin: 0 }}>
        <div style={row}>
          <dt>{t('send.review.amount')}</dt>
          <dd style={{ margin: 0, textAlign: 'end' }}>
            {amount} {draft.token.symbol}
            {value !== undefined && <span className="gw-hint"> {t('send.value', { value })}</span>}
          </dd>
        </div>
        <div style={{ ...row, flexDirection: 'column', gap: 4 }}>
          <dt>{t('send.review.to')}</dt>
          {flow.receiverName.status === 'resolved' && flow.receiverName.address === draft.to && (
            <dd style={{ margin: 0, fontWeight: 600 }}>{flow.receiverName.name}</dd>
          )}
          <dd style={address}>{draft.to}</dd>
        </div>
        <div style={row}>
          <dt>{t('send.review.network')}</dt>
          <dd style={{ margin: 0 }}>{network.name}</dd>
        </div>
        <div style={row}>
          <dt>{t('send.review.fee')}</dt>
          <dd style={{ margin: 0, textAlign: 'end' }}>
            {fee} {network.nativeCurrency.symbol}
            {feeValue !== undefined && (
              <span className="gw-hint"> {t('send.value', { value: feeValue })}</span>
            )}
          </dd>
        </div>
      </dl>
      {waiting ? (
        <>
          <p role="status" style={{ ...row, justifyContent: 'center', alignItems: 'center' }}>
            <Spinner size="sm" />
            {t('send.wallet')}
          </p>
          <Button variant="secondary" fullWidth onClick={flow.cancel}>
            {t('send.cancel')}
          </Button>
        </>
      ) : (
        <>
          <Button ref={confirm} fullWidth onClick={() => void flow.confirm()}>
            {t('send.confirm')}
          </Button>
          <Button variant="secondary" fullWidth onClick={flow.edit}>
            {t('send.edit')}
          </Button>
        </>
      )}
    </div>
  )
}
