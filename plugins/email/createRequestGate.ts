import { actionNotAllowed, classifyWalletRequest, type Logger } from '../../entries/plugin.js'
import { approvalTimings } from './approvalTimings.js'
import { EmbeddedWalletError } from './EmbeddedWalletError.js'
import type { FrameClient } from './FrameClient.js'
import type { RequestGate } from './RequestGate.js'

const SENDS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction'])

/**
 * The spec's request rules for the embedded wallet (sections 4 to 6): a safe method goes to the frame; an unknown
 * one opens the modal, is logged, shows 'Action not allowed' after 300 ms and is refused ('Requested RPC call is
 * not allowed', with any approval waiting); an unsafe one opens ApproveTransaction, where the frame itself shows
 * what will be signed or sent and takes the visitor's answer. One approval at a time, in order; each has a deadline.
 */
export function createRequestGate(deps: {
  readonly frame: () => FrameClient
  /** Opens the modal (on `view` when given). */
  readonly open: (view?: 'ApproveTransaction') => Promise<void>
  readonly notify: (message: string) => void
  readonly log: Pick<Logger, 'error'>
  /** After an approved send (its method): fetch the balance again. */
  readonly refreshBalance: (method: string) => void
  readonly timings?: Partial<Record<keyof typeof approvalTimings, number>>
}): RequestGate {
  const timings = { ...approvalTimings, ...deps.timings }
  const listeners = new Set<(outcome: 'approved' | 'rejected') => void>()
  let current: { readonly method: string; readonly controller: AbortController } | undefined
  let queue: Promise<unknown> = Promise.resolve()

  const approveThenSend = async (payload: { readonly method: string } & Record<string, unknown>) => {
    const controller = new AbortController()
    current = { method: payload.method, controller }
    let outcome: 'approved' | 'rejected' = 'rejected'
    const deadline = setTimeout(() => controller.abort('timeout'), timings.approvalTimeoutMs)
    const onAbort = () =>
      void deps
        .frame()
        .request('CANCEL_REQUEST', {})
        .catch(() => {})
    controller.signal.addEventListener('abort', onAbort)
    try {
      await deps.open('ApproveTransaction')
      const result = await deps.frame().request('RPC_REQUEST', payload, { signal: controller.signal })
      outcome = 'approved'
      if (SENDS.has(payload.method)) deps.refreshBalance(payload.method)
      return result
    } catch (error) {
      if (controller.signal.reason === 'timeout') throw new EmbeddedWalletError('iframe_request_timeout')
      if (controller.signal.aborted)
        throw new EmbeddedWalletError('User rejected the request.', { code: 4001 })
      throw error
    } finally {
      clearTimeout(deadline)
      controller.signal.removeEventListener('abort', onAbort)
      current = undefined
      for (const listener of listeners) listener(outcome)
    }
  }

  return {
    request(payload) {
      // The smart-accounts plugin's user operations, signed by the frame's key: unsafe, approved in the frame.
      const safety =
        payload.method === 'gangway_signUserOperation' ? 'unsafe' : classifyWalletRequest(payload.method)
      if (safety === 'safe') return deps.frame().request('RPC_REQUEST', payload)
      if (safety === 'unknown') {
        void deps.open().then(
          () => setTimeout(() => deps.notify(actionNotAllowed), timings.notAllowedDelayMs),
          () => {},
        )
        deps.log.error(`Requested RPC call is not allowed: ${payload.method.slice(0, 64)}`)
        current?.controller.abort()
        return Promise.reject(new EmbeddedWalletError('Requested RPC call is not allowed', { code: 4200 }))
      }
      const run = queue.then(() => approveThenSend(payload))
      queue = run.catch(() => {})
      return run
    },
    pending: () => current?.method,
    cancel: () => current?.controller.abort(),
    onSettled(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
