import type { OnrampUrlRequest } from '../onramp/OnrampUrlRequest.js'

const ADDRESS = /^[A-Za-z0-9:]{26,120}$/
const LABEL = /^[A-Za-z0-9:_.-]{1,64}$/
const USER = /^[A-Za-z0-9:_.@-]{1,128}$/
const MAX_WALLETS = 10
const MAX_LIST = 20

const labels = (value: unknown): readonly string[] | undefined => {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > MAX_LIST) return undefined
  return value.every((item) => typeof item === 'string' && LABEL.test(item)) ? (value as string[]) : undefined
}
const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1e12

/** The body of POST /v1/generators/onrampurl checked: the request, or the 400's reason naming the bad field. */
export function parseOnrampUrlRequest(
  input: Record<string, unknown>,
): OnrampUrlRequest | { readonly reason: string } {
  const list = input.destinationWallets
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_WALLETS)
    return { reason: `Invalid destinationWallets: expected 1 to ${MAX_WALLETS} wallets` }
  const destinationWallets: OnrampUrlRequest['destinationWallets'][number][] = []
  for (const item of list) {
    const wallet = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
    const blockchains = labels(wallet.blockchains ?? wallet.supportedNetworks)
    const assets = labels(wallet.assets)
    if (typeof wallet.address !== 'string' || !ADDRESS.test(wallet.address) || !blockchains || !assets)
      return {
        reason: 'Invalid destinationWallets: each needs an address, blockchains and assets as lists of ids',
      }
    destinationWallets.push({ address: wallet.address, blockchains, assets })
  }
  if (typeof input.partnerUserId !== 'string' || !USER.test(input.partnerUserId))
    return { reason: 'Invalid partnerUserId: expected an id of 1 to 128 characters' }
  const { defaultNetwork, defaultExperience, presetCryptoAmount, presetFiatAmount } = input
  if (defaultNetwork !== undefined && (typeof defaultNetwork !== 'string' || !LABEL.test(defaultNetwork)))
    return { reason: 'Invalid defaultNetwork: expected a network id' }
  if (defaultExperience !== undefined && defaultExperience !== 'send' && defaultExperience !== 'buy')
    return { reason: "Invalid defaultExperience: expected 'send' or 'buy'" }
  if (presetCryptoAmount !== undefined && !positive(presetCryptoAmount))
    return { reason: 'Invalid presetCryptoAmount: expected a number above 0' }
  if (presetFiatAmount !== undefined && !positive(presetFiatAmount))
    return { reason: 'Invalid presetFiatAmount: expected a number above 0' }
  return {
    destinationWallets,
    partnerUserId: input.partnerUserId,
    ...(defaultNetwork === undefined ? {} : { defaultNetwork: defaultNetwork as string }),
    ...(defaultExperience === undefined ? {} : { defaultExperience }),
    ...(presetCryptoAmount === undefined ? {} : { presetCryptoAmount: presetCryptoAmount as number }),
    ...(presetFiatAmount === undefined ? {} : { presetFiatAmount: presetFiatAmount as number }),
  }
}
