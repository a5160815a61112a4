import {
  amountAndReceiverRequired,
  bip122AddressRequired,
  bip122PaymentAccountsOnly,
  ConnectionError,
  connectBeforeRequest,
  GangwayError,
  invalidAmount,
  type Network,
  toRpcError,
} from '../../entries/plugin.js'
import { addressFormatsOf } from './addressFormatsOf.js'
import type { Bip122Api } from './Bip122Api.js'
import type { Bip122Connection } from './Bip122Connection.js'
import type { BitcoinAccount } from './BitcoinAccount.js'
import { bitcoinAddressFormats } from './bitcoinAddressFormats.js'
import { decodeSegwitAddress } from './decodeSegwitAddress.js'
import { normalizeBitcoinAddress } from './normalizeBitcoinAddress.js'

/** What the lazily loaded actions read from the plugin: the live connection and the configured networks. */
export interface Bip122Runtime {
  connection(): Bip122Connection | undefined
  setAccounts(accounts: readonly BitcoinAccount[]): void
  networks(): readonly Network[]
}

const maxSatoshis = 21_000_000n * 100_000_000n

const satoshis = (value: unknown): bigint | undefined => {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^\d{1,16}$/.test(value.trim())) return BigInt(value.trim())
  return undefined
}

/** The bip122 API's calls that need a connection: sign a message, send a transfer, switch the active account. */
export function createBip122Actions(runtime: Bip122Runtime): Omit<Bip122Api, 'getConnection'> {
  const live = () => {
    const connection = runtime.connection()
    if (!connection) throw new ConnectionError(connectBeforeRequest)
    return connection
  }
  const formatsOf = (connection: Bip122Connection) => {
    const format = bitcoinAddressFormats[connection.caipNetworkId]
    return format ? [format] : addressFormatsOf(runtime.networks())
  }
  const held = (connection: Bip122Connection, address: string | undefined) => {
    const wanted = address === undefined ? undefined : normalizeBitcoinAddress(address, formatsOf(connection))
    const account = wanted
      ? connection.accounts.find((item) => item.address === wanted)
      : connection.accounts.find((item) => item.type === 'payment')
    if (!account)
      throw toRpcError({ code: 4100, message: `The wallet did not share ${String(address).slice(0, 100)}` })
    return account
  }
  return {
    async signMessage({ message, address, protocol }) {
      const connection = live()
      const account = held(connection, address)
      const chosen = protocol ?? (decodeSegwitAddress(account.address) ? 'BIP322' : 'ECDSA')
      return connection.client.signMessage({
        address: account.address,
        message: String(message),
        protocol: chosen,
      })
    },
    async sendTransfer({ recipient, amount }) {
      const connection = live()
      const from = held(connection, undefined)
      const to = normalizeBitcoinAddress(recipient, formatsOf(connection))
      const value = satoshis(amount)
      if (!recipient || amount === undefined || amount === '')
        throw new GangwayError(amountAndReceiverRequired)
      if (!to)
        throw new GangwayError(amountAndReceiverRequired, {
          details: 'Not a Bitcoin address of this network',
        })
      if (value === undefined || value <= 0n || value > maxSatoshis)
        throw new GangwayError(invalidAmount, { details: 'A whole number of satoshis above 0' })
      return connection.client.sendTransfer({ from: from.address, recipient: to, amount: value })
    },
    async switchAccount(address) {
      if (!address) throw new ConnectionError(bip122AddressRequired)
      const connection = live()
      const account = held(connection, address)
      if (account.type !== 'payment') throw new ConnectionError(bip122PaymentAccountsOnly)
      runtime.setAccounts([account, ...connection.accounts.filter((item) => item !== account)])
    },
  }
}
