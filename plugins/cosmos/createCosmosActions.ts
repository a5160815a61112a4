import {
  ConnectionError,
  connectBeforeRequest,
  toRpcError,
  walletReturnedNoSignature,
} from '../../entries/plugin.js'
import { askWallet } from './askWallet.js'
import type { CosmosApi } from './CosmosApi.js'
import type { CosmosConnection } from './CosmosConnection.js'
import type { CosmosRuntime } from './CosmosRuntime.js'
import type { CosmosSignature } from './CosmosSignature.js'
import { fromBase64 } from './fromBase64.js'

type Actions = Omit<CosmosApi, 'getWallet'>

const signatureOf = (answer: unknown): CosmosSignature => {
  const { pub_key: key, signature } = (answer ?? {}) as {
    pub_key?: { type?: unknown; value?: unknown }
    signature?: unknown
  }
  if (fromBase64(signature)?.length !== 64 || !fromBase64(key?.value) || typeof key?.type !== 'string')
    throw new ConnectionError(walletReturnedNoSignature)
  return { pub_key: { type: key.type, value: key.value as string }, signature: signature as string }
}

/** The cosmos actions (ADR-36 sign message, the WalletConnect cosmos methods by name), loaded by import() on first use. */
export function createCosmosActions(runtime: CosmosRuntime): Actions {
  const connected = (address?: string): CosmosConnection => {
    const current = runtime.connection()
    if (!current) throw new ConnectionError(connectBeforeRequest)
    if (address !== undefined && address.trim().toLowerCase() !== current.account.address)
      throw new ConnectionError(connectBeforeRequest, { details: `${address} is not the connected account` })
    return current
  }
  const ask = <T>(call: () => Promise<T> | T) => askWallet(call, undefined, runtime.promptTimeoutMs)

  return {
    async signMessage({ message, address }) {
      const { wallet, network, account } = connected(address)
      return signatureOf(await ask(() => wallet.wallet.signArbitrary(network.id, account.address, message)))
    },

    async request({ method, params }) {
      const { wallet, network, account } = connected()
      const { signerAddress, signDoc } = (params ?? {}) as { signerAddress?: string; signDoc?: unknown }
      if (method === 'cosmos_getAccounts')
        return [{ algo: 'secp256k1', address: account.address, pubkey: account.publicKey }]
      if (method === 'cosmos_signAmino' || method === 'cosmos_signDirect') {
        const signer = connected(signerAddress ?? account.address).account.address
        const sign = method === 'cosmos_signAmino' ? wallet.wallet.signAmino : wallet.wallet.signDirect
        if (typeof sign !== 'function')
          throw toRpcError({ code: 4200, message: `${wallet.name} lacks ${method}` })
        return ask(() => sign.call(wallet.wallet, network.id, signer, signDoc))
      }
      throw toRpcError({ code: 4200, message: `${method} is not a cosmos wallet method` })
    },
  }
}
