import type { StoreApi } from 'zustand/vanilla'
import {
  ChainError,
  chainAdapterNotFound,
  type GangwayError,
  invalidAmount,
  modalClosed,
  networkNotFound,
  type PayRequest,
  type PluginContext,
  TransactionError,
} from '../../entries/plugin.js'
import { checkPaid } from './checkPaid.js'
import type { Payment } from './Payment.js'
import type { PayState } from './PayState.js'
import { payFailure } from './payFailure.js'
import { payMessages } from './payMessages.js'
import type { Sent } from './Sent.js'

interface Pending {
  readonly id: number
  readonly resolve: (hash: string) => void
  readonly reject: (error: GangwayError) => void
  problem?: GangwayError
}

/** The payments of one Gangway instance: checks a request, keeps it in the store for the view, and settles its promise once. */
export function createPayments(ctx: PluginContext, store: StoreApi<PayState>) {
  let next = 0
  let pending: Pending | undefined
  const update = (id: number, patch: Partial<Payment>) => {
    const { payment } = store.getState()
    if (payment?.id === id) store.setState({ payment: { ...payment, ...patch } })
  }
  const fail = (id: number, error: GangwayError) => {
    const { payment } = store.getState()
    if (pending?.id !== id || !payment) return
    const { reject } = pending
    pending = undefined
    update(id, { status: 'failed', error: error.shortMessage })
    ctx.events.emit('PAY_FAILURE', {
      request: payment.request,
      message: error.shortMessage,
      ...(payment.hash ? { hash: payment.hash } : {}),
    })
    reject(error)
  }
  const succeed = (id: number, hash: string) => {
    const { payment } = store.getState()
    if (pending?.id !== id || !payment) return
    const { resolve } = pending
    pending = undefined
    update(id, { status: 'paid', error: undefined })
    ctx.events.emit('PAY_SUCCESS', { request: payment.request, hash })
    resolve(hash)
  }
  const check = (request: PayRequest) => {
    const network = ctx.stores.networks
      .getState()
      .configured.find((item) => item.caipNetworkId === request?.network)
    if (!network) throw new ChainError(networkNotFound, { details: String(request?.network).slice(0, 80) })
    const adapter = ctx.getChain(network.chainNamespace)
    if (!adapter) throw new ChainError(chainAdapterNotFound, { details: network.chainNamespace })
    if (
      typeof request.amount !== 'string' ||
      !/^\d{1,40}(\.\d{1,40})?$/.test(request.amount) ||
      !/[1-9]/.test(request.amount)
    )
      throw new TransactionError(invalidAmount, {
        reason: 'invalidAmount',
        details: 'a decimal text above 0, such as 1.5',
      })
    const recipient =
      typeof request.recipient === 'string' ? adapter.normalizeAddress(request.recipient) : undefined
    if (!recipient) throw payFailure('invalidRecipient', payMessages.invalidRecipient)
    const asset =
      request.asset === 'native'
        ? 'native'
        : typeof request.asset === 'string'
          ? adapter.normalizeAddress(request.asset)
          : undefined
    if (!asset) throw payFailure('invalidAsset', payMessages.invalidAsset)
    return { network, recipient, request: { ...request, asset } }
  }
  ctx.events.on('MODAL_CLOSE', () => {
    const payment = store.getState().payment
    if (!pending || !payment || payment.status === 'confirming') return
    fail(pending.id, pending.problem ?? payFailure('closed', modalClosed))
  })
  ctx.events.on('CONNECT_SUCCESS', () => {
    if (pending && ctx.stores.modal.getState().history.at(-1)?.view === 'Connect')
      ctx.navigate('Pay', undefined, { replace: true })
  })
  return {
    start(request: PayRequest): Promise<string> {
      const checked = check(request)
      if (pending) fail(pending.id, payFailure('superseded', payMessages.superseded))
      const id = ++next
      const promise = new Promise<string>((resolve, reject) => {
        pending = { id, resolve, reject }
      })
      store.setState({ payment: { id, ...checked, status: 'ready' } })
      ctx.events.emit('PAY_STARTED', { request: checked.request })
      return promise
    },
    /** The wallet prompt is open (true) or closed without a transaction (false). */
    waiting(id: number, wallet: boolean) {
      if (pending?.id === id) update(id, { status: wallet ? 'wallet' : 'ready' })
    },
    /** A problem the visitor may still fix (declined in the wallet, balance too low): the promise rejects with it if they close. */
    problem(id: number, error: GangwayError | undefined) {
      if (pending?.id !== id) return
      pending.problem = error
      update(id, { status: 'ready', error: error?.shortMessage })
    },
    fail,
    async sent(id: number, sent: Sent) {
      const payment = store.getState().payment
      if (pending?.id !== id || !payment) return
      update(id, { status: 'confirming', hash: sent.hash, error: undefined })
      const transaction = {
        namespace: payment.network.chainNamespace,
        caipNetworkId: payment.network.caipNetworkId,
        hash: sent.hash,
        from: sent.from,
      }
      ctx.events.emit('TRANSACTION_SENT', transaction)
      const outcome = await sent.chain.confirm(sent.hash, ctx.signal).catch(() => 'pending' as const)
      if (outcome !== 'pending') ctx.events.emit('TRANSACTION_SETTLED', { ...transaction, outcome })
      if (outcome === 'failed') return fail(id, payFailure('failedOnChain', payMessages.failedOnChain))
      if (outcome === 'pending') return fail(id, payFailure('notConfirmed', payMessages.notConfirmed))
      const exact = await checkPaid(sent.rpc, sent.urls, payment.network, {
        hash: sent.hash,
        recipient: payment.recipient,
        asset: sent.asset,
        amount: sent.amount,
      }).catch(() => false)
      if (!exact) return fail(id, payFailure('wrongAmount', payMessages.wrongAmount))
      succeed(id, sent.hash)
    },
    dispose() {
      if (pending) fail(pending.id, payFailure('closed', modalClosed))
    },
  }
}

/** The payments of one instance, as the view and the API use them. */
export type Payments = ReturnType<typeof createPayments>
