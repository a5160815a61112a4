import type { CaipNetworkId, Network } from '../../entries/plugin.js'
import { addressFormatsOf } from './addressFormatsOf.js'
import type { BitcoinAccount } from './BitcoinAccount.js'
import type { BitcoinWalletClient } from './BitcoinWalletClient.js'
import { readBitcoinAccounts } from './readBitcoinAccounts.js'
import { toBip122Error } from './toBip122Error.js'
import type { WalletConnectProvider } from './WalletConnectProvider.js'
import { withDeadline } from './withDeadline.js'

export interface WalletConnectClientOptions {
  readonly networks: () => readonly Network[]
  readonly promptTimeoutMs: number
  readonly silentTimeoutMs: number
}

const userRejected = [5000, 4001]
const intentions = ['payment', 'ordinal']
const caipNetwork = /^bip122:[0-9a-f]{32}$/

/**
 * A BitcoinWalletClient over the walletconnect plugin's bip122 provider: getAccountAddresses, signMessage
 * (protocol 'bip322' | 'ecdsa') and sendTransfer as WalletConnect's Bitcoin RPC reference has them; the session's
 * accountsChanged / chainChanged / disconnect events.
 */
export function createWalletConnectClient(
  provider: WalletConnectProvider,
  options: WalletConnectClientOptions,
): BitcoinWalletClient {
  let account: string | undefined
  const call = async (method: string, params: unknown, prompt: boolean, signal?: AbortSignal) => {
    try {
      return await withDeadline(
        Promise.resolve().then(() => provider.request({ method, params })),
        prompt ? options.promptTimeoutMs : options.silentTimeoutMs,
        signal,
      )
    } catch (error) {
      throw toBip122Error(error, userRejected)
    }
  }
  const formats = () => addressFormatsOf(options.networks())
  const addresses = async (signal?: AbortSignal) => {
    const accounts = readBitcoinAccounts(
      await call('getAccountAddresses', { ...(account ? { account } : {}), intentions }, false, signal),
      formats(),
    )
    account = accounts[0]?.address ?? account
    return accounts
  }
  return {
    async connect({ network, signal }) {
      const caipNetworkId = network?.caipNetworkId ?? options.networks()[0]?.caipNetworkId
      if (!caipNetworkId) return null
      return { accounts: await addresses(signal), caipNetworkId }
    },
    async changeNetwork() {
      return addresses().catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const answer = await call(
        'signMessage',
        { account: account ?? address, address, message, protocol: protocol.toLowerCase() },
        true,
      )
      const signature = (answer as { signature?: unknown })?.signature
      if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2048)
        throw toBip122Error({ code: -32603, message: 'The wallet returned no signature' }, [])
      return signature
    },
    async sendTransfer({ from, recipient, amount }) {
      const answer = await call(
        'sendTransfer',
        {
          account: account ?? from,
          recipientAddress: recipient,
          amount: amount.toString(),
          changeAddress: from,
        },
        true,
      )
      const txid = (answer as { txid?: unknown })?.txid
      if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/i.test(txid))
        throw toBip122Error({ code: -32603, message: 'The wallet returned no transaction id' }, [])
      return txid.toLowerCase()
    },
    listen(events) {
      if (typeof provider.on !== 'function') return () => undefined
      const handlers: [string, (...args: unknown[]) => void][] = [
        [
          'accountsChanged',
          () =>
            void addresses().then(
              (accounts: BitcoinAccount[]) => events.accounts(accounts),
              () => undefined,
            ),
        ],
        [
          'chainChanged',
          (id) => {
            if (typeof id === 'string' && caipNetwork.test(id))
              void addresses().then(
                (accounts) => events.network(id as CaipNetworkId, accounts),
                () => events.network(id as CaipNetworkId, undefined),
              )
          },
        ],
        ['disconnect', () => events.disconnect()],
      ]
      for (const [event, handler] of handlers) provider.on(event, handler)
      return () => {
        for (const [event, handler] of handlers)
          try {
            provider.removeListener?.(event, handler)
          } catch {}
      }
    },
    async disconnect() {},
  }
}
