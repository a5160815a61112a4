import { type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { signatureVerify } from '@polkadot/util-crypto'
import bitcoinMessage from 'bitcoinjs-message'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainNamespace, Gangway, Network } from '../../entries/plugin.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { PairingWallet } from '../../playground/devnet/relay/PairingWallet.js'
import { connectSessionNamespaces } from '../../plugins/walletconnect/connectSessionNamespaces.js'
import {
  createSessionChainPlugin,
  type SessionProvider,
} from '../../plugins/walletconnect/test/createSessionChainPlugin.js'
import { setUpRelayDevnet } from '../../plugins/walletconnect/test/setUpRelayDevnet.js'
import { waitUntil } from '../../plugins/walletconnect/test/waitUntil.js'
import { multichainHostPlugins } from '../fixtures/multichainHostPlugins.js'

process.env.DISABLE_GLOBAL_CORE = 'true'

const network = (namespace: string, reference: string, symbol: string, decimals: number): Network => ({
  id: reference,
  caipNetworkId: `${namespace}:${reference}`,
  chainNamespace: namespace,
  name: `${namespace} ${reference.slice(0, 8)}`,
  nativeCurrency: { name: symbol, symbol, decimals },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/unused'] } },
})
const westend = network('polkadot', 'e143f23803ac50e8f6f8e62695d1ce9e', 'WND', 12)
const hub = network('cosmos', 'cosmoshub-4', 'ATOM', 6)
const regtest = network('bip122', '0f9188f13cb7b2c71f2a335e3a4fc328', 'BTC', 8)

/** The ADR-36 sign doc of `message` for `signer` (what a cosmos plugin signs over cosmos_signAmino). */
const adr36 = (signer: string, message: string): StdSignDoc => ({
  chain_id: '',
  account_number: '0',
  sequence: '0',
  fee: { gas: '0', amount: [] },
  msgs: [{ type: 'sign/MsgSignData', value: { signer, data: Buffer.from(message).toString('base64') } }],
  memo: '',
})
const ask = async <T>(provider: SessionProvider, method: string, params?: unknown) =>
  (await provider.request({ method, ...(params === undefined ? {} : { params }) })) as T

/** Test chain plugins of polkadot, cosmos and bip122 driving the walletConnect connector as the shared contract says. */
const sessionChains = [
  createSessionChainPlugin({
    namespace: 'polkadot',
    accounts: async (provider) =>
      (await ask<{ address: string }[]>(provider, 'polkadot_getAccounts')).map((item) => item.address),
    sign: async (provider, message, address) =>
      (await ask<{ signature: string }>(provider, 'polkadot_signMessage', { address, message })).signature,
  }),
  createSessionChainPlugin({
    namespace: 'cosmos',
    accounts: async (provider) =>
      (await ask<{ address: string }[]>(provider, 'cosmos_getAccounts')).map((item) => item.address),
    sign: async (provider, message, address) =>
      JSON.stringify(
        (
          await ask<{ signature: unknown }>(provider, 'cosmos_signAmino', {
            signerAddress: address,
            signDoc: adr36(address, message),
          })
        ).signature,
      ),
  }),
  createSessionChainPlugin({
    namespace: 'bip122',
    accounts: async (provider) =>
      (await ask<{ address: string }[]>(provider, 'getAccountAddresses', { intentions: ['payment'] })).map(
        (item) => item.address,
      ),
    sign: async (provider, message, address) =>
      (
        await ask<{ signature: string }>(provider, 'signMessage', {
          account: address,
          address,
          message,
          protocol: 'ecdsa',
        })
      ).signature,
  }),
]

const { rpc, devnet, wallet, kernel: host } = setUpRelayDevnet([...multichainHostPlugins, ...sessionChains])
const kernel = async (networks: readonly Network[]) => (await host(networks)).gangway

/** The visitor chooses WalletConnect on a `primary` network, the wallet scans; then what the pairing view does after approval. */
async function pair(gangway: Gangway, paired: PairingWallet, primary: ChainNamespace) {
  await gangway.open()
  const api = gangway.getPlugin('walletconnect')!
  const connecting = gangway.connect('walletConnect', primary)
  const uri = await waitUntil(() => api.store?.getState().uri)
  expect((await paired.pair(uri)).approved).toBe(true)
  await connecting
  await connectSessionNamespaces(gangway, primary)
  return api
}

const account = (gangway: Gangway, namespace: ChainNamespace) =>
  gangway.stores.accounts.getState().byNamespace[namespace]
const granted = (paired: PairingWallet, namespace: string) =>
  paired.sessions()[0]?.namespaces[namespace]?.accounts[0]?.split(':')[2] ?? ''
const all: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122']

describe('WalletConnect for every namespace: one session over the local relay with a real sign-client wallet', () => {
  it('asks for all five namespaces, connects each granted one from one approval, and signs on each (verified independently)', async () => {
    const paired = await wallet()
    const gangway = await kernel([...devNetworks(devnet()), rpc().network, westend, hub, regtest])
    const api = await pair(gangway, paired, 'eip155')
    expect(paired.proposals).toBe(1)
    expect(Object.keys(paired.sessions()[0]?.namespaces ?? {}).sort()).toEqual([...all].sort())
    expect(paired.sessions()[0]?.namespaces.bip122?.accounts).toEqual([
      `${regtest.caipNetworkId}:${granted(paired, 'bip122')}`,
    ])
    expect(api.sessionNamespaces()).toEqual(all)
    for (const namespace of all)
      expect(account(gangway, namespace)).toMatchObject({
        status: 'connected',
        address: namespace === 'eip155' ? paired.address : granted(paired, namespace),
      })
    expect(gangway.getState().activeNamespace).toBe('eip155')

    const message = 'Sign in to Gangway on every chain'
    const evm = (await gangway.signMessage(message, 'eip155')) as `0x${string}`
    expect(await verifyMessage({ address: paired.address, message, signature: evm })).toBe(true)
    const sol = await gangway.signMessage(message, 'solana')
    const solAddress = granted(paired, 'solana')
    expect(
      nacl.sign.detached.verify(new TextEncoder().encode(message), bs58.decode(sol), bs58.decode(solAddress)),
    ).toBe(true)
    const dot = await gangway.signMessage(message, 'polkadot')
    expect(paired.requests.at(-1)).toMatchObject({
      method: 'polkadot_signMessage',
      chainId: westend.caipNetworkId,
    })
    expect(signatureVerify(`<Bytes>${message}</Bytes>`, dot, granted(paired, 'polkadot')).isValid).toBe(true)
    const atomAddress = granted(paired, 'cosmos')
    const atom = JSON.parse(await gangway.signMessage(message, 'cosmos')) as {
      pub_key: { value: string }
      signature: string
    }
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(atom.signature)),
        sha256(serializeSignDoc(adr36(atomAddress, message))),
        fromBase64(atom.pub_key.value),
      ),
    ).toBe(true)
    const btcAddress = granted(paired, 'bip122')
    const btc = await gangway.signMessage(message, 'bip122')
    expect(paired.requests.at(-1)).toMatchObject({ method: 'signMessage', chainId: regtest.caipNetworkId })
    expect(bitcoinMessage.verify(message, btcAddress, btc, undefined, true)).toBe(true)
    await expect(
      gangway.request(
        { method: 'sendTransfer', params: { recipientAddress: btcAddress, amount: '1000' } },
        'bip122',
      ),
    ).rejects.toMatchObject({ code: 4200 })

    await paired.deleteSessions()
    await waitUntil(() => all.every((namespace) => account(gangway, namespace)?.status === 'disconnected'))
  }, 90_000)

  it('pairs for a non-EVM namespace only while the modal is open; session updates and disconnects per namespace', async () => {
    const paired = await wallet()
    const gangway = await kernel([westend, hub, regtest])
    // With the modal closed (a restore after reload), asking for accounts does not start a pairing.
    await gangway.open()
    gangway.close()
    await expect(gangway.connect('walletConnect', 'polkadot')).rejects.toThrow('Connection rejected')
    expect(gangway.getPlugin('walletconnect')?.store?.getState().uri).toBeUndefined()

    await pair(gangway, paired, 'polkadot')
    expect(paired.proposals).toBe(1)
    for (const namespace of ['polkadot', 'cosmos', 'bip122'])
      expect(account(gangway, namespace)?.status).toBe('connected')
    expect(gangway.getState().activeNamespace).toBe('polkadot')

    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    await paired.updateNamespaces(({ cosmos: _removed, ...rest }) => ({
      ...rest,
      polkadot: { ...rest.polkadot!, accounts: [`${westend.caipNetworkId}:${alice}`] },
    }))
    await waitUntil(() => account(gangway, 'cosmos')?.status === 'disconnected')
    await waitUntil(() => account(gangway, 'polkadot')?.address === alice)
    expect(account(gangway, 'bip122')?.status).toBe('connected')

    await gangway.disconnect('polkadot')
    expect(paired.sessions()).toHaveLength(1)
    await gangway.disconnect('bip122')
    await waitUntil(() => paired.sessions().length === 0)
  }, 90_000)
})
