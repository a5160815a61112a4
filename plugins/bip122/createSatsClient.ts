import { addListener, request } from 'sats-connect'
import type { Network } from '../../entries/plugin.js'
import { addressFormatsOf } from './addressFormatsOf.js'
import type { BitcoinWalletClient } from './BitcoinWalletClient.js'
import { bitcoinAddressFormats } from './bitcoinAddressFormats.js'
import type { DiscoveredBitcoinWallet } from './DiscoveredBitcoinWallet.js'
import { networkNamed } from './networkNamed.js'
import { readBitcoinAccounts } from './readBitcoinAccounts.js'
import { toBip122Error } from './toBip122Error.js'
import { withDeadline } from './withDeadline.js'

type Answer = { status: 'success'; result: unknown } | { status: 'error'; error: unknown }
type Ask = (method: string, params: unknown, providerId: string) => Promise<Answer>

const userRejection = -32000
const unsupported = [-32601, -32001]
const purposes = ['payment', 'ordinals']

export interface SatsClientOptions {
  readonly networks: () => readonly Network[]
  readonly promptTimeoutMs: number
  readonly silentTimeoutMs: number
}

const codeOf = (error: unknown) => {
  try {
    return (error as { code?: unknown })?.code
  } catch {
    return undefined
  }
}

/** A BitcoinWalletClient over sats-connect's request() and addListener() for one WBIP004 provider. */
export function createSatsClient(
  wallet: DiscoveredBitcoinWallet,
  options: SatsClientOptions,
): BitcoinWalletClient {
  const call = async (method: string, params: unknown, prompt: boolean, signal?: AbortSignal) => {
    let answer: Answer
    try {
      answer = await withDeadline(
        (request as unknown as Ask)(method, params, wallet.id),
        prompt ? options.promptTimeoutMs : options.silentTimeoutMs,
        signal,
      )
    } catch (error) {
      throw toBip122Error(error, [userRejection])
    }
    if (answer?.status === 'success') return answer.result
    throw toBip122Error(answer?.error ?? answer, [userRejection])
  }
  const formats = () => addressFormatsOf(options.networks())
  const networkOf = async (fallback: Network | undefined, signal?: AbortSignal) => {
    const answer = await call('wallet_getNetwork', null, false, signal).catch(() => undefined)
    return (
      networkNamed((answer as { bitcoin?: { name?: unknown } })?.bitcoin?.name, options.networks()) ??
      fallback?.caipNetworkId
    )
  }
  const addresses = async (signal?: AbortSignal) =>
    readBitcoinAccounts(await call('getAddresses', { purposes }, false, signal), formats())

  return {
    async connect({ network, silent, signal }) {
      if (silent) {
        const permissions = await call('wallet_getCurrentPermissions', null, false, signal).catch(() => [])
        const authorised =
          Array.isArray(permissions) &&
          permissions.some((item) => (item as { type?: unknown })?.type === 'account')
        if (!authorised) return null
        const accounts = readBitcoinAccounts(
          await call('getAccounts', { purposes }, false, signal),
          formats(),
        )
        const caipNetworkId = await networkOf(network, signal)
        return accounts.length > 0 && caipNetworkId ? { accounts, caipNetworkId } : null
      }
      const name = network ? bitcoinAddressFormats[network.caipNetworkId]?.name : undefined
      let answer: unknown
      try {
        answer = await call(
          'wallet_connect',
          { addresses: purposes, ...(name ? { network: name } : {}) },
          true,
          signal,
        )
      } catch (error) {
        if (!unsupported.includes(codeOf(error) as number)) throw error
        answer = { addresses: await call('getAccounts', { purposes }, true, signal) }
      }
      const named = networkNamed(
        (answer as { network?: { bitcoin?: { name?: unknown } } })?.network?.bitcoin?.name,
        options.networks(),
      )
      const caipNetworkId =
        named ?? (await networkOf(network, signal)) ?? options.networks()[0]?.caipNetworkId
      if (!caipNetworkId) return null
      const format = bitcoinAddressFormats[caipNetworkId]
      return { accounts: readBitcoinAccounts(answer, format ? [format] : formats()), caipNetworkId }
    },
    async changeNetwork(network) {
      const name = bitcoinAddressFormats[network.caipNetworkId]?.name
      if (!name) return undefined
      await call('wallet_changeNetwork', { name }, true)
      return addresses().catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const answer = await call('signMessage', { address, message, protocol }, true)
      const signature = (answer as { signature?: unknown })?.signature
      if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2048)
        throw toBip122Error({ code: -32603, message: 'The wallet returned no signature' }, [])
      return signature
    },
    async sendTransfer({ recipient, amount }) {
      if (amount > BigInt(Number.MAX_SAFE_INTEGER))
        throw toBip122Error({ code: -32602, message: 'Amount too large' }, [])
      const answer = await call(
        'sendTransfer',
        { recipients: [{ address: recipient, amount: Number(amount) }] },
        true,
      )
      const txid = (answer as { txid?: unknown })?.txid
      if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/i.test(txid))
        throw toBip122Error({ code: -32603, message: 'The wallet returned no transaction id' }, [])
      return txid.toLowerCase()
    },
    listen(events) {
      if (typeof wallet.provider.addListener !== 'function') return () => undefined
      const offs: (() => void)[] = []
      const on = (name: string, handler: (event: unknown) => void) => {
        try {
          const off = (
            addListener as unknown as (name: string, cb: (event: unknown) => void, id: string) => unknown
          )(name, handler, wallet.id)
          if (typeof off === 'function') offs.push(off as () => void)
        } catch {}
      }
      on('accountChange', (event) => {
        const listed = (event as { addresses?: unknown })?.addresses
        if (listed !== undefined) events.accounts(readBitcoinAccounts(listed, formats()))
        else void addresses().then(events.accounts, () => undefined)
      })
      on('networkChange', (event) => {
        const caipNetworkId = networkNamed(
          (event as { bitcoin?: { name?: unknown } })?.bitcoin?.name,
          options.networks(),
        )
        if (!caipNetworkId) return
        const listed = (event as { addresses?: unknown })?.addresses
        const format = bitcoinAddressFormats[caipNetworkId]
        if (listed !== undefined)
          return events.network(caipNetworkId, readBitcoinAccounts(listed, format ? [format] : formats()))
        void addresses().then(
          (accounts) => events.network(caipNetworkId, accounts),
          () => events.network(caipNetworkId, undefined),
        )
      })
      on('disconnect', () => events.disconnect())
      return () => {
        for (const off of offs.splice(0))
          try {
            off()
          } catch {}
      }
    },
    async disconnect() {
      await call('wallet_disconnect', null, false).catch(() => undefined)
    },
  }
}
