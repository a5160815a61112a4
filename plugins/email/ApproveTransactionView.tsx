import { useEffect, useRef, useState } from 'react'
import { Button, useGangwayContext, type ViewComponent } from '../../entries/plugin.js'
import type { EmailApi } from './EmailApi.js'

const MIN_HEIGHT = 200
const MAX_HEIGHT = 520
const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const

/**
 * The ApproveTransaction view over `api`: the secure frame shown in its box (sized to what the frame asks, focus
 * moved into it), where the visitor reads what will be signed or sent and approves or rejects; Cancel or closing
 * the modal rejects. When the approval ends the view goes back one step, or the modal closes.
 */
export function bindApproveTransactionView(api: EmailApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over its api; made once in setup
  return function ApproveTransactionView() {
    const { gangway, t } = useGangwayContext()
    const box = useRef<HTMLDivElement>(null)
    const [method] = useState(() => api.approval.pending())
    const [height, setHeight] = useState(MIN_HEIGHT)

    useEffect(() => {
      if (!method) return
      const frame = api.frame()
      const off = frame.onHeight((next) => setHeight(Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, next))))
      frame.show(box.current)
      return () => {
        off()
        frame.show(null)
      }
    }, [method])
    useEffect(
      () =>
        api.approval.onSettled(() => {
          const history = gangway.stores.modal.getState().history
          if (history.at(-1)?.view !== 'ApproveTransaction') return
          if (history.length > 1) gangway.back()
          else gangway.close()
        }),
      [gangway],
    )

    if (!method)
      return (
        <div style={column}>
          <p className="gw-hint">{t('email.approve.none')}</p>
        </div>
      )
    return (
      <div style={column} data-testid="approve-transaction">
        <p className="gw-hint">{t('email.approve.hint')}</p>
        <div
          ref={box}
          data-testid="approve-frame-box"
          style={{ height, borderRadius: 12, overflow: 'hidden', transition: 'height 150ms' }}
        />
        <Button variant="ghost" fullWidth onClick={() => api.approval.cancel()}>
          {t('email.approve.cancel')}
        </Button>
      </div>
    )
  }
}
