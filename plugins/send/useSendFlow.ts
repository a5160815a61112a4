import { useCallback, useEffect, useRef, useState } from 'react'
import type { PreparedSend, SendChain, SendDraft, SendToken } from '../../entries/plugin.js'
import {
  blockExplorerUrl,
  type ChainAdapter,
  formatUnits,
  type Gangway,
  isUserRejection,
  type Network,
  parseUnits,
  safeUrl,
  type Translate,
  untilAborted,
} from '../../entries/plugin.js'
import { checkAmount } from './checkAmount.js'
import type { SendFields } from './SendFields.js'
import type { SendProblems } from './SendProblems.js'
import type { SendSession, SendSessionState } from './SendSession.js'
import type { SendStep } from './SendStep.js'
import { useReceiverName } from './useReceiverName.js'
import type { WalletSendParams } from './WalletSendParams.js'

export interface SendFlowDeps {
  readonly gangway: Gangway
  readonly t: Translate
  readonly chain: SendChain
  readonly adapter: ChainAdapter
  readonly network: Network
  readonly address: string
  readonly tokens: readonly SendToken[]
  readonly params: WalletSendParams
  readonly session: SendSession
}

const reasonOf = (error: unknown) => {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  const text = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : ''
  return text.split('\n')[0]?.slice(0, 300) ?? ''
}

const initialFields = (params: WalletSendParams, tokens: readonly SendToken[]): SendFields => {
  const prefilled = tokens.find((token) => token.id === params.token)
  return {
    tokenId: prefilled?.id ?? (tokens.length === 1 ? (tokens[0]?.id ?? '') : ''),
    amount: params.amount ?? '',
    to: params.to ?? '',
  }
}

/** The Send flow's state and actions: form, fee estimate, review, the wallet, the confirmation, the result. */
export function useSendFlow(deps: SendFlowDeps) {
  const { gangway, t, chain, adapter, network, address, tokens } = deps
  const { session } = deps
  const key = `${network.caipNetworkId}/${address}`
  const [fields, setFields] = useState(() => initialFields(deps.params, tokens))
  // A transfer of this account and network in the wallet or on its way (the view was covered by a wallet's
  // approval view) carries on where it is; otherwise Send starts on its form.
  const [resumed] = useState(() => {
    const stored = session.store.getState()
    const live = stored?.step.kind === 'wallet' || stored?.step.kind === 'pending'
    return stored?.key === key && (live || stored.unseen) ? stored : undefined
  })
  const [shown, setShown] = useState<Pick<SendSessionState, 'step' | 'problems'>>(
    () => resumed ?? { step: { kind: 'form' }, problems: {} },
  )
  useEffect(() => {
    session.mounted += 1
    if (!resumed) session.store.setState({ key, step: { kind: 'form' }, problems: {} }, true)
    else session.store.setState((stored) => stored && { ...stored, unseen: false }, true)
    return () => {
      session.mounted -= 1
    }
  }, [resumed, session, key])
  useEffect(
    () =>
      session.store.subscribe((stored) => {
        if (stored?.key === key) setShown({ step: stored.step, problems: stored.problems })
      }),
    [session, key],
  )
  const { step, problems } = shown
  const write = useCallback(
    (patch: Partial<Pick<SendSessionState, 'step' | 'problems'>>) =>
      session.store.setState(
        (stored) => ({
          ...(stored?.key === key ? stored : { key, step: { kind: 'form' } as const, problems: {} }),
          ...patch,
          unseen: session.mounted === 0,
        }),
        true,
      ),
    [session, key],
  )
  const setProblems = useCallback((next: SendProblems) => write({ problems: next }), [write])
  const setStep = (next: SendStep) => write({ step: next })
  const [nativeBalance, setNativeBalance] = useState<bigint>()
  const [maxing, setMaxing] = useState(false)
  const token = tokens.find((item) => item.id === fields.tokenId)
  const native = network.nativeCurrency

  const begin = () => {
    session.attempt?.abort()
    const controller = new AbortController()
    session.attempt = controller
    return controller.signal
  }
  useEffect(
    () => () => {
      // Leaving Send cancels an estimate; a transfer in the wallet or on its way keeps going.
      const kind = session.store.getState()?.step.kind
      if (kind !== 'wallet' && kind !== 'pending') session.attempt?.abort()
    },
    [session],
  )

  const readBalance = useCallback(
    (signal: AbortSignal) => chain.nativeBalance(address, signal).then(setNativeBalance, () => undefined),
    [chain, address],
  )
  useEffect(() => {
    const controller = new AbortController()
    void readBalance(controller.signal)
    return () => controller.abort()
  }, [readBalance])

  const balanceOf = (item: SendToken) =>
    item.id === 'native' && nativeBalance !== undefined
      ? nativeBalance
      : parseUnits(item.balance, item.decimals)
  const exactNative = (signal: AbortSignal): Promise<bigint | undefined> =>
    nativeBalance !== undefined
      ? Promise.resolve(nativeBalance)
      : chain.nativeBalance(address, signal).catch(() => undefined)

  // The portfolio answers after the first frame: until the visitor picks a token, the prefilled (or only) one is chosen as tokens arrive.
  const picked = useRef(false)
  useEffect(() => {
    if (picked.current) return
    const { tokenId } = initialFields(deps.params, tokens)
    setFields((current) => (current.tokenId === tokenId ? current : { ...current, tokenId }))
  }, [deps.params, tokens])

  const change = useCallback(
    (patch: Partial<SendFields>) => {
      if (patch.tokenId !== undefined) picked.current = true
      setFields((current) => ({ ...current, ...patch }))
      setProblems({})
    },
    [setProblems],
  )

  const receiverName = useReceiverName(gangway, fields.to, adapter.normalizeAddress)
  const receiver = () =>
    receiverName.status === 'resolved'
      ? receiverName.address
      : fields.to.trim()
        ? adapter.normalizeAddress(fields.to.trim())
        : undefined

  const prepare = (draft: SendDraft, signal: AbortSignal) =>
    chain.prepare(draft, signal).then(
      (prepared) => ({ prepared }),
      (error: unknown) => {
        if (signal.aborted) return { aborted: true as const }
        return { problem: t('send.error.fee', { reason: reasonOf(error) }) }
      },
    )

  const max = async () => {
    if (!token) return setProblems({ token: t('send.error.tokenRequired') })
    if (token.id !== 'native') return change({ amount: token.balance })
    const signal = begin()
    setMaxing(true)
    const [result, balance] = await Promise.all([
      prepare({ from: address, to: receiver() ?? address, token, amount: 0n }, signal),
      exactNative(signal),
    ])
    if (signal.aborted) return
    setMaxing(false)
    if ('problem' in result) return setProblems({ form: result.problem })
    if (!('prepared' in result)) return
    const left = (balance ?? balanceOf(token)) - result.prepared.reserve
    change({ amount: formatUnits(left > 0n ? left : 0n, token.decimals) })
  }

  const validate = (): { readonly draft: SendDraft } | { readonly problems: SendProblems } => {
    if (!token) return { problems: { token: t('send.error.tokenRequired') } }
    if (!fields.amount.trim() || !fields.to.trim())
      return { problems: { form: t('send.error.amountAndReceiverRequired'), formFields: true } }
    const checked = checkAmount(fields.amount, token, balanceOf(token))
    if ('problem' in checked) {
      const values = { symbol: token.symbol, decimals: token.decimals }
      return { problems: { amount: t(`send.error.${checked.problem}`, values) } }
    }
    if (receiverName.status !== 'none' && receiverName.status !== 'resolved') {
      const key = `send.name.${receiverName.status}` as const
      return { problems: { to: t(key, { name: receiverName.name }) } }
    }
    const to = receiver()
    if (!to) return { problems: { to: t('send.error.receiver', { network: network.name }) } }
    return { draft: { from: address, to, token, amount: checked.amount } }
  }

  const afford = (draft: SendDraft, prepared: PreparedSend, available: bigint | undefined) => {
    if (available === undefined) return undefined
    if (draft.token.id === 'native' && draft.amount + prepared.fee > available)
      return { amount: t('send.error.balanceWithFee', { symbol: native.symbol }) }
    if (draft.token.id !== 'native' && prepared.fee > available)
      return { form: t('send.error.feeBalance', { symbol: native.symbol }) }
    return undefined
  }

  const submit = async () => {
    if (step.kind !== 'form') return
    const checked = validate()
    if ('problems' in checked) return setProblems(checked.problems)
    const { draft } = checked
    const signal = begin()
    setProblems({})
    setStep({ kind: 'estimating' })
    const [result, available] = await Promise.all([prepare(draft, signal), exactNative(signal)])
    if (signal.aborted) return
    if (!('prepared' in result)) {
      setStep({ kind: 'form' })
      return setProblems({ form: 'problem' in result ? result.problem : undefined })
    }
    const cannot = afford(draft, result.prepared, available)
    if (cannot) {
      setStep({ kind: 'form' })
      return setProblems(cannot)
    }
    setStep({ kind: 'review', draft, prepared: result.prepared })
  }

  const explorerLink = (hash: string) =>
    safeUrl(
      adapter.explorerUrl
        ? adapter.explorerUrl(network, { transaction: hash })
        : blockExplorerUrl(network, { transaction: hash }),
      'web',
    )

  const confirm = async () => {
    if (step.kind !== 'review') return
    const { draft, prepared } = step
    const signal = begin()
    setStep({ kind: 'wallet', draft, prepared })
    const answer = await untilAborted(
      gangway.sendTransaction(prepared.request, network.chainNamespace),
      signal,
    ).then(
      (hash) => ({ hash: hash as unknown }),
      (error: unknown) => ({ error }),
    )
    if (signal.aborted) return
    if ('error' in answer || !chain.isHash(answer.hash)) {
      setStep({ kind: 'form' })
      if (!('error' in answer)) return setProblems({ form: t('send.error.walletAnswer') })
      if (isUserRejection(answer.error)) return setProblems({ notice: t('send.error.signatureDeclined') })
      return setProblems({ form: t('send.error.failed', { reason: reasonOf(answer.error) }) })
    }
    const { hash } = answer
    const transaction = {
      namespace: network.chainNamespace,
      caipNetworkId: network.caipNetworkId,
      hash,
      from: address,
    }
    gangway.events.emit('TRANSACTION_SENT', transaction)
    const sent = {
      hash,
      link: explorerLink(hash),
      amount: formatUnits(draft.amount, draft.token.decimals),
      symbol: draft.token.symbol,
    }
    setStep({ kind: 'pending', ...sent })
    const outcome = await chain.confirm(hash, signal).catch(() => 'pending' as const)
    if (signal.aborted) return
    if (outcome !== 'pending') gangway.events.emit('TRANSACTION_SETTLED', { ...transaction, outcome })
    setStep({ kind: 'done', ...sent, outcome })
    void readBalance(signal)
  }

  const cancel = () => {
    session.attempt?.abort()
    setMaxing(false)
    if (step.kind === 'pending') return setStep({ ...step, kind: 'done', outcome: 'pending' })
    if (step.kind === 'wallet' || step.kind === 'estimating') setStep({ kind: 'form' })
  }

  const edit = () => setStep({ kind: 'form' })

  const again = () => {
    setFields(initialFields({}, tokens))
    setProblems({})
    setStep({ kind: 'form' })
  }

  return {
    fields,
    problems,
    step,
    token,
    receiverName,
    maxing,
    change,
    max,
    submit,
    confirm,
    cancel,
    edit,
    again,
  }
}
