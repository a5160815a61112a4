import { createPolkadotDevWallet } from '../../playground/devnet/polkadot/createPolkadotDevWallet.js'
import type { TestSigner } from './TestSigner.js'

/** The polkadot dev wallet's first account, signing with signRaw as a dapp asks an extension (schnorrkel). */
export async function polkadotSigner(): Promise<TestSigner> {
  const wallet = await createPolkadotDevWallet({ origin: 'https://app.example', autoApprove: true })
  const injected = await wallet.source.enable('Gangway server test')
  const [account] = await injected.accounts.get()
  if (!account) throw new Error('The polkadot dev wallet shared no account')
  return {
    address: account.address,
    sign: async (message) =>
      (
        await injected.signer.signRaw({
          address: account.address,
          data: `0x${Buffer.from(message, 'utf8').toString('hex')}`,
          type: 'bytes',
        })
      ).signature,
  }
}
