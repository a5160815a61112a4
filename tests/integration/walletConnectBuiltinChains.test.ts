import { Secp256k1HdWallet, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { bitcoinRegtest, cosmosHub, westend } from '../../core/networks/index.js'
import type { ChainNamespace, Gangway } from '../../entries/plugin.js'
import { devMnemonic } from '../../playground/devnet/devMnemonic.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { bip122 } from '../../plugins/bip122/index.js'
import { cosmos } from '../../plugins/cosmos/index.js'
import { polkadot } from '../../plugins/polkadot/index.js'
import { connectSessionNamespaces } from '../../plugins/walletconnect/connectSessionNamespaces.js'
import { setUpRelayDevnet } from '../../plugins/walletconnect/test/setUpRelayDevnet.js'
import { waitUntil } from '../../plugins/walletconnect/test/waitUntil.js'
import { multichainHostPlugins } from '../fixtures/multichainHostPlugins.js'

process.env.DISABLE_GLOBAL_CORE = 'true'

/** The ADR-36 sign doc the cosmos plugin signs over cosmos_signAmino. */
const adr36 = (signer: string, message: string): StdSignDoc => ({
  chain_id: '',
  account_number: '0',
  sequence: '0',
  fee: { gas: '0', amount: [] },
  msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }],
  memo: '',
})

const { rpc, devnet, wallet, kernel } = setUpRelayDevnet([...multichainHostPlugins, polkadot, cosmos, bip122])
const all: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122']

describe('the built-in polkadot, cosmos and bip122 plugins over one WalletConnect session (real relay, real wallet client)', () => {
  it('connects every granted namespace from one approval and signs through each built-in adapter', async () => {
    const paired = await wallet()
    const { gangway } = (await kernel([
      ...devNetworks(devnet()),
      rpc().network,
      westend,
      cosmosHub,
      bitcoinRegtest,
    ])) as {
      gangway: Gangway
    }
    await gangway.open()
    const api = gangway.getPlugin('walletconnect')!
    const connecting = gangway.connect('walletConnect', 'eip155')
    const uri = await waitUntil(() => api.store?.getState().uri)
    expect((await paired.pair(uri)).approved).toBe(true)
    await connecting
    await connectSessionNamespaces(gangway, 'eip155')
    const granted = (namespace: string) =>
      paired.sessions()[0]?.namespaces[namespace]?.accounts[0]?.split(':')[2] ?? ''
    const account = (namespace: ChainNamespace) => gangway.stores.accounts.getState().byNamespace[namespace]
    for (const namespace of all) expect(account(namespace)?.status).toBe('connected')
    expect(account('polkadot')?.address).toBe(granted('polkadot'))
    expect(account('cosmos')?.address).toBe(granted('cosmos'))
    expect(account('bip122')?.address).toBe(granted('bip122'))
    expect(gangway.getState().activeNamespace).toBe('eip155')

    const message = 'Signed through the built-in adapters'
    const dot = await gangway.signMessage(message, 'polkadot')
    expect(signatureVerify(`<Bytes>${message}</Bytes>`, dot, granted('polkadot')).isValid).toBe(true)

    const atom = await gangway.signMessage(message, 'cosmos')
    const [key] = await (
      await Secp256k1HdWallet.fromMnemonic(devMnemonic, { prefix: 'cosmos' })
    ).getAccounts()
    expect(key?.address).toBe(granted('cosmos'))
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(atom)),
        sha256(serializeSignDoc(adr36(granted('cosmos'), message))),
        key!.pubkey,
      ),
    ).toBe(true)

    const btc = await gangway.signMessage(message, 'bip122')
    // BIP-322 for a segwit address, the adapter's default.
    expect(Verifier.verifySignature(granted('bip122'), message, btc)).toBe(true)
    expect(Verifier.verifySignature(granted('bip122'), `${message}!`, btc)).toBe(false)

    await paired.deleteSessions()
    await waitUntil(() => all.every((namespace) => account(namespace)?.status === 'disconnected'))
  }, 90_000)
})
