import { useEffect, useMemo, useRef, useState } from 'react'
import {
  chainRpcUrls,
  createRpcClient,
  formatUnits,
  isUserRejection,
  parseUnits,
  sendChainFor,
  signatureDeclined,
  unsupportedChain,
  untilAborted,
  useAccount,
  useGangwayContext,
  useNetwork,
  walletReturnedNoTransaction,
} from '../../entries/plugin.js'
import type { Payments } from './createPayments.js'
import type { PayAsset } from './PayAsset.js'
import type { Payment } from './Payment.js'
import { payFailure } from './payFailure.js'
import { payMessages } from './payMessages.js'
import { readPayAsset } from './readPayAsset.js'
import { readPayBalance } from './readPayBalance.js'

const reasonOf = (error: unknown) => {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  const text = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : ''
  return text.split('\n')[0]?.slice(0, 300) ?? ''
}

/** The Pay view's state and actions: the asset read from the chain, the visitor's balance, the wallet, the hand-over to the plugin for the confirmation. */
export function usePayFlow(payments: Payments, payment: Payment) {
  const { gangway } = useGangwayContext()
  const { network } = payment
  const account = useAccount(network.chainNamespace)
  const active = useNetwork()
  const connected = account.isConnected && account.address !== undefined
  const onNetwork = active.caipNetworkId === network.caipNetworkId
  const reader = useMemo(() => {
    const chain = sendChainFor(network, gangway.config)
    const urls = chainRpcUrls(network, gangway.config)
    return chain ? { chain, urls, rpc: createRpcClient({ fetch: gangway.config.fetch }) } : undefined
  }, [network, gangway.config])
  const [asset, setAsset] = useState<
    { readonly asset: PayAsset; readonly amount: bigint } | { readonly error: string }
  >()
  const [balance, setBalance] = useState<bigint | 'unavailable'>()
  const [busy, setBusy] = useState(false)
  const attempt = useRef<AbortController>(undefined)
  useEffect(() => () => attempt.current?.abort(), [])

  useEffect(() => {
    if (!reader) return payments.fail(payment.id, payFailure('unsupportedChain', unsupportedChain))
    const controller = new AbortController()
    readPayAsset(reader.rpc, reader.urls, network, payment.request.asset, controller.signal).then(
      (read) => {
        try {
          setAsset({ asset: read, amount: parseUnits(payment.request.amount, read.decimals) })
        } catch (error) {
          setAsset({ error: reasonOf(error) })
          payments.fail(payment.id, payFailure('invalidAmount', reasonOf(error)))
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAsset({ error: reasonOf(error) || payMessages.invalidAsset })
      },
    )
    return () => controller.abort()
  }, [reader, network, payment.id, payment.request, payments])

  const known = asset && 'asset' in asset ? asset : undefined
  const address = connected ? account.address : undefined
  const readBalance = useMemo(
    () =>
      reader && known && address
        ? (signal?: AbortSignal) =>
            readPayBalance(reader.chain, reader.rpc, reader.urls, network, known.asset, address, signal)
        : undefined,
    [reader, known, address, network],
  )
  const settled = payment.status === 'paid' || payment.status === 'failed'
  useEffect(() => {
    setBalance(undefined)
    if (!readBalance || settled === undefined) return
    const controller = new AbortController()
    readBalance(controller.signal).then(setBalance, () => {
      if (!controller.signal.aborted) setBalance('unavailable')
    })
    return () => controller.abort()
  }, [readBalance, settled])

  const short = known && typeof balance === 'bigint' && balance < known.amount
  useEffect(() => {
    if (short)
      payments.problem(payment.id, payFailure('insufficientBalance', payMessages.insufficientBalance))
  }, [short, payments, payment.id])

  const pay = async () => {
    if (!reader || !known || !address || !readBalance || busy) return
    attempt.current?.abort()
    const controller = new AbortController()
    attempt.current = controller
    const { signal } = controller
    setBusy(true)
    const token = {
      id: known.asset.contract ? `${network.caipNetworkId}:${known.asset.contract}` : 'native',
      name: known.asset.symbol,
      symbol: known.asset.symbol,
      decimals: known.asset.decimals,
      balance: '0',
      ...(known.asset.contract ? { contract: known.asset.contract } : {}),
    }
    try {
      const [prepared, native, held] = await Promise.all([
        reader.chain.prepare({ from: address, to: payment.recipient, token, amount: known.amount }, signal),
        reader.chain.nativeBalance(address, signal),
        readBalance(signal),
      ])
      setBalance(held)
      const needed = known.asset.contract ? prepared.fee : known.amount + prepared.fee
      if (held < known.amount || native < needed)
        return payments.problem(
          payment.id,
          payFailure('insufficientBalance', payMessages.insufficientBalance),
        )
      payments.waiting(payment.id, true)
      const hash = await untilAborted(
        gangway.sendTransaction(prepared.request, network.chainNamespace),
        signal,
      )
      if (!reader.chain.isHash(hash))
        return payments.problem(payment.id, payFailure('walletAnswer', walletReturnedNoTransaction))
      await payments.sent(payment.id, {
        hash,
        from: address,
        ...reader,
        asset: known.asset,
        amount: known.amount,
      })
    } catch (error) {
      if (signal.aborted) return
      if (isUserRejection(error))
        return payments.problem(payment.id, payFailure('rejected', signatureDeclined))
      payments.problem(payment.id, payFailure('failed', reasonOf(error) || payMessages.failedOnChain))
    } finally {
      if (!signal.aborted) setBusy(false)
    }
  }

  return {
    connected,
    onNetwork,
    asset,
    amountText: known ? formatUnits(known.amount, known.asset.decimals) : payment.request.amount,
    balance: known && typeof balance === 'bigint' ? formatUnits(balance, known.asset.decimals) : balance,
    short: short === true,
    busy,
    pay,
  }
}
