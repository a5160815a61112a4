import { safeUrl } from '../../entries/plugin.js'
import type { OnrampCatalog } from './OnrampCatalog.js'

/** A CAIP-2 id, checked here rather than by core's isCaipNetworkId: sharing it would split a page-start chunk. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const NAME = /^[a-z0-9-]{1,32}$/
const ID = /^[A-Za-z0-9]{2,16}$/
const LABEL = /^[\p{L}\p{N}\p{P}\p{Zs}$+=]{1,64}$/u
const MAX_PROVIDERS = 10
const MAX_CURRENCIES = 100
const MAX_NETWORKS = 50

const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const list = (value: unknown, max: number) => (Array.isArray(value) ? value.slice(0, max) : [])
const text = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined
const limit = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number < 1e12
    ? number
    : undefined
}

/** The options answer checked and capped: unsafe URLs, unknown shapes and oversized lists dropped; undefined when nothing usable is left. */
export function readOnrampOptions(answer: unknown): OnrampCatalog | undefined {
  const body = record(answer)
  const providers = list(body.providers, MAX_PROVIDERS).flatMap((item) => {
    const entry = record(item)
    const name = text(entry.name, NAME)
    const label = text(entry.label, LABEL)
    const url = safeUrl(entry.url, 'web')
    const feeRange = text(entry.feeRange, LABEL) ?? ''
    const chains = list(entry.supportedChains, 10).filter(
      (chain): chain is string => typeof chain === 'string',
    )
    const publicKey = text(entry.publicKey, LABEL)
    return name && label && url
      ? [{ name, label, url, feeRange, supportedChains: chains, ...(publicKey ? { publicKey } : {}) }]
      : []
  })
  const purchases = list(body.purchaseCurrencies, MAX_CURRENCIES).flatMap((item) => {
    const currency = record(item)
    const id = text(currency.id, ID)
    const symbol = text(currency.symbol, LABEL) ?? id
    if (!id || !symbol) return []
    return list(currency.networks, MAX_NETWORKS).flatMap((value) => {
      const network = record(value)
      const chainId =
        typeof network.chain_id === 'string' && CAIP2.test(network.chain_id) ? network.chain_id : undefined
      const name = text(network.display_name, LABEL) ?? text(network.name, LABEL)
      return chainId && name
        ? [{ key: `${id}@${chainId}`, currency: id, symbol, network: chainId, networkName: name }]
        : []
    })
  })
  const payments = list(body.paymentCurrencies, MAX_CURRENCIES).flatMap((item) => {
    const currency = record(item)
    const id = text(currency.id, ID)
    const methods = list(currency.payment_method_limits, 10).flatMap((value) => {
      const method = record(value)
      const methodId = text(method.id, /^[a-z0-9_]{1,32}$/)
      const min = limit(method.min)
      const max = limit(method.max)
      return methodId && min !== undefined && max !== undefined && min <= max
        ? [{ id: methodId, min, max }]
        : []
    })
    return id && methods.length > 0 ? [{ id, methods }] : []
  })
  if (providers.length === 0 || purchases.length === 0 || payments.length === 0) return undefined
  return { providers, purchases, payments, fallback: false }
}
