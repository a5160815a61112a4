import { useEffect, useMemo, useRef, useState } from 'react'
import {
  blockExplorerUrl,
  formatUnits,
  type Gangway,
  type Network,
  parseUnits,
  safeUrl,
  type Translate,
  untilAborted,
} from '../../entries/plugin.js'
import { findToken } from './findToken.js'
import type { QuoteState } from './QuoteState.js'
import { readAmount } from './readAmount.js'
import type { SwapChain } from './SwapChain.js'
import type { SwapClient } from './SwapClient.js'
import type { SwapParams } from './SwapParams.js'
import type { SwapStep } from './SwapStep.js'
import type { SwapToken } from './SwapToken.js'
import { swapSettings } from './swapSettings.js'

export interface SwapFlowDeps {
  readonly gangway: Gangway
  readonly t: Translate
  readonly client: SwapClient
  readonly chain: SwapChain
  readonly network: Network
  readonly address: string
  readonly tokens: readonly SwapToken[]
  readonly params: SwapParams
}

const reasonOf = (error: unknown) => {
  const { reason, shortMessage, message } = (error ?? {}) as {
    reason?: unknown
    shortMessage?: unknown
    message?: unknown
  }
  const text =
    typeof reason === 'string'
      ? reason
      : typeof shortMessage === 'string'
        ? shortMessage
        : typeof message === 'string'
          ? message
          : ''
  return text.split('\n')[0]?.slice(0, 300) ?? ''
}
const declined = (error: unknown) => {
  for (let node = error, depth = 0; typeof node === 'object' && node !== null && depth < 8; depth += 1) {
    const { code, name, cause } = node as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    node = cause
  }
  return false
}
const isHash = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/** The Swap flow: tokens and amount, the debounced quote with allowance and gas price, approve, swap, confirmation and the new balances. */
export function useSwapFlow(deps: SwapFlowDeps) {
  const { gangway, t, client, chain, network, address, tokens, params } = deps
  const caip = (plain: string) => `${network.caipNetworkId}:${plain}`
  const [fromId, setFromId] = useState<string>()
  const [toId, setToId] = useState<string>()
  const [amount, setAmount] = useState(params.amount ?? '')
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' })
  const [step, setStep] = useState<SwapStep>({ kind: 'form' })
  const [problem, setProblem] = useState<{ readonly message: string; readonly notice?: boolean }>()
  const [refresh, setRefresh] = useState(0)
  const attempt = useRef<AbortController>(undefined)
  useEffect(() => () => attempt.current?.abort(), [])

  // The tokens arrive after the first frame: the prefilled (else native, then the next) ones are chosen once they do.
  useEffect(() => {
    if (tokens.length === 0) return
    setFromId(
      (current) =>
        current ?? (findToken(tokens, params.fromToken) ?? findToken(tokens, 'native') ?? tokens[0])?.id,
    )
    setToId(
      (current) =>
        current ??
        (
          findToken(tokens, params.toToken) ??
          tokens.find((token) => token.id !== findToken(tokens, params.fromToken ?? 'native')?.id)
        )?.id,
    )
  }, [tokens, params.fromToken, params.toToken])

  const from = tokens.find((token) => token.id === fromId)
  const to = tokens.find((token) => token.id === toId)
  const read = from ? readAmount(amount, from.decimals) : undefined
  const value = read && 'value' in read ? read.value : undefined
  const balance = from ? parseUnits(from.balance, from.decimals) : 0n
  const short = value !== undefined && value > balance

  const inputProblem = useMemo(() => {
    if (!from || !read || !('problem' in read) || read.problem === 'empty') return undefined
    if (read.problem === 'decimals')
      return t('swaps.error.decimals', { symbol: from.symbol, decimals: from.decimals })
    return t(`swaps.error.${read.problem}`)
  }, [from, read, t])

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the trade (or refresh) changes
  useEffect(() => {
    if (!from || !to || value === undefined || from.id === to.id) {
      setQuote({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    setQuote({ status: 'loading' })
    const timer = setTimeout(() => {
      const trade = { from: from.id, to: to.id, userAddress: caip(address), amount: value, signal }
      Promise.all([
        client.quote(trade),
        client.gasPrice(network.caipNetworkId, signal),
        from.contract ? client.allowance(from.id, caip(address), signal) : Promise.resolve(value),
      ]).then(
        ([answer, gasPrice, allowance]) => {
          if (!signal.aborted) setQuote({ status: 'ready', quote: answer, gasPrice, allowance })
        },
        (error: unknown) => {
          if (!signal.aborted)
            setQuote({ status: 'error', message: t('swaps.error.quote', { reason: reasonOf(error) }) })
        },
      )
    }, swapSettings.quoteDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [from?.id, to?.id, value, address, refresh])

  const begin = () => {
    attempt.current?.abort()
    const controller = new AbortController()
    attempt.current = controller
    return controller.signal
  }
  const explorerLink = (hash: string) => safeUrl(blockExplorerUrl(network, { transaction: hash }), 'web')
  const transaction = (hash: string) => ({
    namespace: network.chainNamespace,
    caipNetworkId: network.caipNetworkId,
    hash,
    from: address,
  })
  /** Builds a transaction, asks the wallet for it and tells the kernel it was sent: the hash, or undefined with the problem shown. */
  const viaWallet = async (
    build: (signal: AbortSignal) => Promise<{ to: string; data: string; value: bigint; gas?: bigint }>,
    signal: AbortSignal,
    failed: 'swaps.error.failed' | 'swaps.error.approve',
  ) => {
    const answer = await build(signal)
      .then((request) => untilAborted(gangway.sendTransaction(request, network.chainNamespace), signal))
      .then(
        (hash) => ({ hash: hash as unknown }),
        (error: unknown) => ({ error }),
      )
    if (signal.aborted) return undefined
    if ('error' in answer) {
      if (declined(answer.error)) setProblem({ message: t('swaps.error.signatureDeclined'), notice: true })
      else setProblem({ message: t(failed, { reason: reasonOf(answer.error) }) })
      return undefined
    }
    if (!isHash(answer.hash)) {
      setProblem({ message: t('swaps.error.walletAnswer') })
      return undefined
    }
    gangway.events.emit('TRANSACTION_SENT', transaction(answer.hash))
    return answer.hash
  }

  const approve = async () => {
    if (!from || !to || value === undefined || step.kind !== 'form') return
    const signal = begin()
    setProblem(undefined)
    setStep({ kind: 'approving' })
    const trade = { from: from.id, to: to.id, userAddress: caip(address), amount: value }
    const hash = await viaWallet(
      (stop) => client.buildApprove({ ...trade, signal: stop }),
      signal,
      'swaps.error.approve',
    )
    if (!hash) return setStep({ kind: 'form' })
    const outcome = await chain.confirm(hash, signal).catch(() => 'pending' as const)
    if (signal.aborted) return
    if (outcome !== 'pending') gangway.events.emit('TRANSACTION_SETTLED', { ...transaction(hash), outcome })
    if (outcome === 'failed') setProblem({ message: t('swaps.error.approveFailedOnChain') })
    setStep({ kind: 'form' })
    setRefresh((count) => count + 1)
  }

  const swap = async () => {
    if (!from || !to || value === undefined || step.kind !== 'form' || quote.status !== 'ready') return
    const signal = begin()
    setProblem(undefined)
    setStep({ kind: 'wallet' })
    const trade = { from: from.id, to: to.id, userAddress: caip(address), amount: value }
    const hash = await viaWallet(
      (stop) => client.buildTransaction({ ...trade, slippage: swapSettings.slippage, signal: stop }),
      signal,
      'swaps.error.failed',
    )
    if (!hash) return setStep({ kind: 'form' })
    const link = explorerLink(hash)
    setStep({ kind: 'pending', hash, ...(link ? { link } : {}) })
    const outcome = await chain.confirm(hash, signal).catch(() => 'pending' as const)
    if (signal.aborted) return
    if (outcome !== 'pending') gangway.events.emit('TRANSACTION_SETTLED', { ...transaction(hash), outcome })
    const sent = formatUnits(value, from.decimals)
    const done = { kind: 'done' as const, hash, ...(link ? { link } : {}), outcome, sent }
    setStep(done)
    if (outcome !== 'confirmed') return
    const balances = await Promise.all([
      chain.balance(address, from.contract, signal),
      chain.balance(address, to.contract, signal),
    ]).catch(() => undefined)
    if (signal.aborted || !balances) return
    setStep({
      ...done,
      balances: { from: formatUnits(balances[0], from.decimals), to: formatUnits(balances[1], to.decimals) },
    })
  }

  const change = (patch: { readonly fromId?: string; readonly toId?: string; readonly amount?: string }) => {
    setProblem(undefined)
    if (patch.amount !== undefined) setAmount(patch.amount)
    const nextFrom = patch.fromId ?? fromId
    const nextTo = patch.toId ?? toId
    // Choosing the other side's token swaps the two.
    if (patch.fromId !== undefined && patch.fromId === toId) setToId(fromId)
    else if (patch.toId !== undefined && patch.toId === fromId) setFromId(toId)
    if (patch.fromId !== undefined) setFromId(nextFrom)
    if (patch.toId !== undefined) setToId(nextTo)
  }
  const flip = () => {
    setProblem(undefined)
    setFromId(toId)
    setToId(fromId)
  }
  const max = () => from && change({ amount: from.balance })
  const cancel = () => {
    attempt.current?.abort()
    if (step.kind === 'pending')
      return setStep({ kind: 'done', hash: step.hash, outcome: 'pending', sent: '' })
    setStep({ kind: 'form' })
  }
  const again = () => {
    setAmount('')
    setProblem(undefined)
    setStep({ kind: 'form' })
    setRefresh((count) => count + 1)
  }
  const needsApproval =
    quote.status === 'ready' && value !== undefined && from?.contract !== undefined && quote.allowance < value

  return {
    tokens,
    from,
    to,
    amount,
    value,
    short,
    inputProblem,
    quote,
    step,
    problem,
    needsApproval,
    change,
    flip,
    max,
    approve,
    swap,
    cancel,
    again,
  }
}
