import { ConnectionError, type Connector, walletReturnedNoAccount } from '../../entries/plugin.js'
import { adr36SignDoc } from './adr36SignDoc.js'
import { bech32Decode } from './bech32Decode.js'
import type { CosmosKey } from './CosmosKey.js'
import type { CosmosRpcProvider } from './CosmosRpcProvider.js'
import type { CosmosSignature } from './CosmosSignature.js'
import type { CosmosWallet } from './CosmosWallet.js'
import type { DiscoveredCosmosWallet } from './DiscoveredCosmosWallet.js'
import { fromBase64 } from './fromBase64.js'

/**
 * A connector's JSON-RPC provider (WalletConnect's cosmos methods) as a Keplr-compatible wallet, so the adapter
 * drives it like an injected one: getKey picks the cosmos_getAccounts account whose prefix the chain uses,
 * signArbitrary is cosmos_signAmino of the ADR-36 sign doc. The session is the walletconnect plugin's: enable
 * and disable do nothing.
 */
export function createRpcWallet(
  connector: Connector,
  prefixOf: (chainId: string) => string | undefined,
): DiscoveredCosmosWallet | undefined {
  const provider = connector.provider as CosmosRpcProvider | undefined
  if (typeof provider?.request !== 'function') return undefined
  const ask = (method: string, params: object) => provider.request({ method, params })
  const wallet: CosmosWallet = {
    async enable() {},
    async disable() {},
    async getKey(chainId) {
      const answer = await ask('cosmos_getAccounts', {})
      const prefix = prefixOf(chainId)
      for (const item of Array.isArray(answer) ? answer.slice(0, 100) : []) {
        const { address, pubkey, algo } = (item ?? {}) as Record<string, unknown>
        const decoded = typeof address === 'string' ? bech32Decode(address) : undefined
        const pubKey = fromBase64(pubkey)
        if (!decoded || !pubKey || (prefix !== undefined && decoded.prefix !== prefix)) continue
        return {
          name: connector.name,
          algo: typeof algo === 'string' ? algo : 'secp256k1',
          pubKey,
          address: decoded.data,
          bech32Address: address as string,
          isNanoLedger: false,
        } satisfies CosmosKey
      }
      throw new ConnectionError(walletReturnedNoAccount, { details: `No account for ${chainId}` })
    },
    async signArbitrary(_chainId, signer, data) {
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const answer = await ask('cosmos_signAmino', {
        signerAddress: signer,
        signDoc: adr36SignDoc(signer, bytes),
      })
      return (answer as { signature?: CosmosSignature } | null)?.signature as CosmosSignature
    },
    signAmino: (_chainId, signer, signDoc) => ask('cosmos_signAmino', { signerAddress: signer, signDoc }),
    signDirect: (_chainId, signer, signDoc) => ask('cosmos_signDirect', { signerAddress: signer, signDoc }),
  }
  return {
    id: connector.id,
    name: connector.name,
    type: 'WALLET_CONNECT',
    ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    wallet,
    rpc: provider,
  }
}
