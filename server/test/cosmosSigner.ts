import { createCosmosDevWallet } from '../../playground/devnet/cosmos/createCosmosDevWallet.js'
import type { TestSigner } from './TestSigner.js'

/** The cosmos dev wallet's Cosmos Hub account (noble signs), signing by ADR-36 as Keplr's signArbitrary does. */
export async function cosmosSigner(): Promise<TestSigner> {
  const wallet = createCosmosDevWallet({
    chains: [{ chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', bech32Prefix: 'cosmos' }],
    origin: 'https://app.example',
    target: new EventTarget(),
  })
  const key = await wallet.getKey('cosmoshub-4')
  return {
    address: key.bech32Address,
    publicKey: Buffer.from(key.pubKey).toString('base64'),
    sign: async (message) =>
      (await wallet.signArbitrary('cosmoshub-4', key.bech32Address, message)).signature,
  }
}
