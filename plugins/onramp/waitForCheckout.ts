import { ConnectionError, popupClosed } from '../../entries/plugin.js'
import { OnrampError } from './OnrampError.js'
import type { OnrampPurchase } from './OnrampPurchase.js'
import { onrampTimings } from './onrampTimings.js'
import { readCheckoutMessage } from './readCheckoutMessage.js'

/**
 * Waits for the checkout window: its message from `origin` (and from that window only), checked against the
 * order. Rejects with 'Popup closed' when it closes without a purchase, with the provider's reason when it
 * failed, with a timeout past the deadline, and with the signal's reason when cancelled; closes the window then.
 */
export function waitForCheckout(
  popup: Window,
  options: {
    readonly host: Window
    readonly origin: string
    readonly order: { readonly network: string; readonly address: string }
    readonly signal: AbortSignal
    readonly timeoutMessage: string
  },
): Promise<OnrampPurchase> {
  const { host, origin, order, signal } = options
  return new Promise<OnrampPurchase>((resolve, reject) => {
    let poll: ReturnType<typeof setInterval> | undefined
    let deadline: ReturnType<typeof setTimeout> | undefined
    const finish = (close: boolean, settle: () => void) => {
      host.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
      clearInterval(poll)
      clearTimeout(deadline)
      if (close && !popup.closed) popup.close()
      settle()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return
      const read = readCheckoutMessage(event.data, order)
      if (read === undefined) return
      if (read === 'closed') return finish(true, () => reject(new ConnectionError(popupClosed)))
      if ('failed' in read)
        return finish(false, () =>
          reject(read.failed ? new OnrampError(read.failed) : new ConnectionError(popupClosed)),
        )
      finish(false, () => resolve(read))
    }
    const onAbort = () => finish(true, () => reject(signal.reason))
    if (signal.aborted) return onAbort()
    host.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort, { once: true })
    poll = setInterval(() => {
      if (popup.closed) finish(false, () => reject(new ConnectionError(popupClosed)))
    }, onrampTimings.popupPollMs)
    deadline = setTimeout(
      () => finish(true, () => reject(new OnrampError(options.timeoutMessage))),
      onrampTimings.checkoutDeadlineMs,
    )
  })
}
