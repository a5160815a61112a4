import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { ConfigError } from '../errors/ConfigError.js'
import { invalidCaipNetworkId } from '../errors/messages/invalidCaipNetworkId.js'
import { invalidNetwork } from '../errors/messages/invalidNetwork.js'
import type { Network } from '../types/Network.js'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

function show(value: unknown): string {
  if (typeof value !== 'string') return value === null ? 'null' : typeof value
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}...` : value)
}

/**
 * Checks an untrusted network of the host config; throws ConfigError naming `where` when unusable.
 * Its explorer and image URLs pass the URL policy where they are used (explorer links, network images),
 * so that the check stays out of the page-start code.
 */
export function validateNetwork(value: unknown, where: string): Network {
  if (!isObject(value)) {
    throw new ConfigError(invalidNetwork, {
      details: `${where} must be a network object, got ${show(value)}`,
    })
  }
  const caip = value.caipNetworkId
  if (!isCaipNetworkId(caip)) {
    throw new ConfigError(invalidCaipNetworkId, { details: `${where}.caipNetworkId: ${show(caip)}` })
  }
  const namespace = caip.slice(0, caip.indexOf(':'))
  const problems: string[] = []
  if (value.chainNamespace !== namespace) problems.push(`chainNamespace must be "${namespace}"`)
  if (
    !(typeof value.id === 'number' && Number.isFinite(value.id)) &&
    !(typeof value.id === 'string' && value.id)
  )
    problems.push('id must be a number or a non-empty string')
  if (typeof value.name !== 'string' || !value.name.trim()) problems.push('name must be a non-empty string')
  const currency = value.nativeCurrency
  if (
    !isObject(currency) ||
    typeof currency.name !== 'string' ||
    typeof currency.symbol !== 'string' ||
    !Number.isInteger(currency.decimals) ||
    (currency.decimals as number) < 0 ||
    (currency.decimals as number) > 255
  ) {
    problems.push('nativeCurrency needs name, symbol and integer decimals')
  }
  const rpcUrls = value.rpcUrls
  if (!isObject(rpcUrls) || !isObject(rpcUrls.default) || !isStringList(rpcUrls.default.http)) {
    problems.push('rpcUrls.default.http must be a list of URLs')
  }
  if (problems.length > 0) {
    throw new ConfigError(invalidNetwork, { details: `${where} (${caip}): ${problems.join('; ')}` })
  }
  return value as unknown as Network
}
