import { useEffect, useMemo, useRef, useState } from 'react'
import { HttpError, popupClosed, safeUrl, type Translate } from '../../entries/plugin.js'
import { amountProblem } from './amountProblem.js'
import { meldUrl } from './meldUrl.js'
import type { OnrampCatalog } from './OnrampCatalog.js'
import type { OnrampClient } from './OnrampClient.js'
import { OnrampError } from './OnrampError.js'
import type { OnrampQuoteResult } from './OnrampQuoteResult.js'
import type { OnrampStep } from './OnrampStep.js'
import { onrampTimings } from './onrampTimings.js'
import { waitForCheckout } from './waitForCheckout.js'

type Provider = OnrampCatalog['providers'][number]
type Quote =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly quote: OnrampQuoteResult }

export interface OnrampFlowDeps {
  readonly client: OnrampClient
  readonly catalog: OnrampCatalog
  readonly namespace: string
  readonly network: string
  readonly address: string
  readonly projectId: string
  readonly t: Translate
  readonly onPurchase: () => void
}

const reasonOf = (error: unknown) =>
  error instanceof HttpError
    ? (error.reason ?? error.shortMessage)
    : error instanceof Error
      ? error.message
      : ''

/** The on-ramp form's state (purchase, payment currency and method, amount within its limits, debounced quote) and the purchase through a provider's checkout window. */
export function useOnrampFlow({
  client,
  catalog,
  namespace,
  network,
  address,
  projectId,
  t,
  onPurchase,
}: OnrampFlowDeps) {
  const providers = useMemo(
    () => catalog.providers.filter((provider) => provider.supportedChains.includes(namespace)),
    [catalog, namespace],
  )
  const purchases = useMemo(() => {
    const here = catalog.purchases.filter((item) => item.network === network)
    const namespaced = catalog.purchases.filter(
      (item) => item.network !== network && item.network.startsWith(`${namespace}:`),
    )
    const chosen = [...here, ...namespaced]
    return chosen.length > 0 ? chosen : catalog.purchases
  }, [catalog, network, namespace])
  const [purchaseKey, setPurchaseKey] = useState(purchases[0]?.key ?? '')
  const [paymentId, setPaymentId] = useState(catalog.payments[0]?.id ?? 'USD')
  const payment = catalog.payments.find((item) => item.id === paymentId) ?? catalog.payments[0]
  const [methodId, setMethodId] = useState(payment?.methods[0]?.id ?? 'card')
  const method = payment?.methods.find((item) => item.id === methodId) ?? payment?.methods[0]
  const [amount, setAmount] = useState('100')
  const [touched, setTouched] = useState(false)
  const [quote, setQuote] = useState<Quote>({ status: 'idle' })
  const [step, setStep] = useState<OnrampStep>({ kind: 'form' })
  const [problem, setProblem] = useState<string>()
  const purchase = purchases.find((item) => item.key === purchaseKey) ?? purchases[0]
  const invalid = amountProblem(amount, method, payment?.id ?? 'USD')
  const inputProblem =
    invalid && (touched || invalid.key === 'onramp.error.limits')
      ? invalid.key === 'onramp.error.limits'
        ? t('onramp.error.limits', invalid.values)
        : t('onramp.error.amount')
      : undefined
  const controller = useRef<AbortController>(undefined)
  useEffect(() => () => controller.current?.abort(), [])

  const quoteKey =
    invalid || !purchase || !payment ? undefined : `${purchase.key}|${payment.id}|${amount.trim()}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: quoteKey names every input of the quote
  useEffect(() => {
    if (!quoteKey || !purchase || !payment) {
      setQuote({ status: 'idle' })
      return
    }
    const aborter = new AbortController()
    setQuote({ status: 'loading' })
    const timer = setTimeout(() => {
      client
        .quote(
          {
            purchaseCurrency: purchase.currency,
            paymentCurrency: payment.id,
            amount: amount.trim(),
            network: purchase.network,
          },
          aborter.signal,
        )
        .then(
          (answer) => setQuote({ status: 'ready', quote: { ...answer, fallback: false } }),
          () => {
            if (!aborter.signal.aborted) setQuote({ status: 'ready', quote: { fallback: true } })
          },
        )
    }, onrampTimings.quoteDebounceMs)
    return () => {
      clearTimeout(timer)
      aborter.abort()
    }
  }, [quoteKey, client])

  const buy = async (provider: Provider) => {
    setTouched(true)
    if (invalid || !purchase || !payment || !method || step.kind !== 'form') return
    setProblem(undefined)
    const popup = window.open('about:blank', 'gangway-onramp', 'popup,width=600,height=800')
    if (!popup) {
      setProblem(t('onramp.error.popupBlocked'))
      return
    }
    const aborter = new AbortController()
    controller.current?.abort()
    controller.current = aborter
    const origin = new URL(provider.url).origin
    const order = { network: provider.name === 'meld' ? network : purchase.network, address }
    setStep({ kind: 'waiting', provider, cancel: () => aborter.abort(new OnrampError('cancelled')) })
    try {
      const raw =
        provider.name === 'coinbase'
          ? await client.checkoutUrl(
              {
                address,
                network: order.network,
                currency: purchase.currency,
                partnerUserId: address,
                fiatAmount: Number(amount.trim()),
              },
              aborter.signal,
            )
          : meldUrl(provider.url, {
              publicKey: provider.publicKey ?? '',
              namespace,
              address,
              customerId: projectId,
              amount: amount.trim(),
              paymentCurrency: payment.id,
              method: method.id,
              network: order.network,
            })
      const url = safeUrl(raw, 'web')
      if (!url || new URL(url).origin !== origin) throw new OnrampError(t('onramp.error.link'))
      if (aborter.signal.aborted) throw aborter.signal.reason
      popup.location.href = url
      const bought = await waitForCheckout(popup, {
        host: window,
        origin,
        order,
        signal: aborter.signal,
        timeoutMessage: t('onramp.error.timeout'),
      })
      setStep({ kind: 'done', provider, purchase: bought })
      onPurchase()
    } catch (error) {
      if (!popup.closed) popup.close()
      setStep({ kind: 'form' })
      if (aborter.signal.aborted) return
      const reason = reasonOf(error)
      setProblem(
        reason === popupClosed ? popupClosed : t('onramp.error.failed', { reason: reason || popupClosed }),
      )
    }
  }

  return {
    providers,
    purchases,
    purchase,
    payment,
    method,
    amount,
    quote,
    step,
    problem,
    inputProblem,
    payments: catalog.payments,
    fallback: catalog.fallback,
    change(patch: { purchaseKey?: string; paymentId?: string; methodId?: string; amount?: string }) {
      if (patch.purchaseKey !== undefined) setPurchaseKey(patch.purchaseKey)
      if (patch.paymentId !== undefined) setPaymentId(patch.paymentId)
      if (patch.methodId !== undefined) setMethodId(patch.methodId)
      if (patch.amount !== undefined) {
        setAmount(patch.amount)
        setTouched(true)
      }
      setProblem(undefined)
    },
    buy,
    again: () => setStep({ kind: 'form' }),
  }
}
