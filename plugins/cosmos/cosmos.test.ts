import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { Keplr } from '@keplr-wallet/types'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { cosmosHub, osmosis, osmosisTestnet } from '../../core/networks/index.js'
import { createKernel, type Gangway } from '../../entries/plugin.js'
import { createCosmosDevWallet } from '../../playground/devnet/cosmos/createCosmosDevWallet.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import type { CosmosPluginOptions } from './CosmosPluginOptions.js'
import type { CosmosWallet } from './CosmosWallet.js'
import { createCosmosPlugin } from './createCosmosPlugin.js'

const chains = [
  { chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', chainName: 'Osmosis', bech32Prefix: 'osmo' },
]
const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function start(
  keplr: unknown,
  options: CosmosPluginOptions = {},
  storage = createMemoryStorage(),
  target: EventTarget | null = null,
) {
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [cosmosHub, osmosis, osmosisTestnet],
      plugins: [createCosmosPlugin({ injected: () => ({ keplr }), target, ...options })],
      storage,
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  return gangway
}

const devWallet = (storage = createMemoryStorage(), target = new EventTarget()) =>
  createCosmosDevWallet({ chains, storage, origin: 'http://localhost:5173', target })

const adr36Bytes = (signer: string, message: string) =>
  serializeSignDoc(
    makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    ),
  )
const verifies = (signature: string, publicKey: string, bytes: Uint8Array) =>
  Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(bytes),
    fromBase64(publicKey),
  )
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { name: string; message: string }) => [error.name, error.message],
  )

describe('the cosmos plugin with a Keplr-compatible wallet', () => {
  it('speaks the Keplr interface: the plugin’s wallet type accepts @keplr-wallet/types’ Keplr', () => {
    expectTypeOf<Keplr>().toExtend<CosmosWallet>()
  })

  it('connects on the active network, shows the wallet, and signs an ADR-36 message cosmjs verifies', async () => {
    const wallet = devWallet()
    const gangway = await start(wallet)
    const [connector] = gangway.stores.connectors
      .getState()
      .connectors.filter((item) => item.chain === 'cosmos')
    expect(connector).toMatchObject({
      id: 'dev.gangway.wallet',
      name: 'Gangway Dev Wallet',
      type: 'injected',
    })
    expect(connector?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    await gangway.connect('dev.gangway.wallet', 'cosmos')
    const { bech32Address, pubKey } = await wallet.getKey('cosmoshub-4')
    expect(gangway.getState().account).toMatchObject({
      status: 'connected',
      address: bech32Address,
      caipAddress: `cosmos:cosmoshub-4:${bech32Address}`,
      connectedWalletInfo: { name: 'Gangway Dev Wallet', identifier: 'dev.gangway.wallet' },
    })
    const signature = await gangway.signMessage('Hello <cosmos>', 'cosmos')
    expect(await verifies(signature, toBase64(pubKey), adr36Bytes(bech32Address, 'Hello <cosmos>'))).toBe(
      true,
    )
    const full = await gangway.getPlugin('cosmos')?.signMessage({ message: 'again' })
    expect(full?.pub_key.value).toBe(toBase64(pubKey))
  })

  it('suggests a chain the wallet lacks, then enables it, when switching; the address follows the prefix', async () => {
    const wallet = devWallet()
    const gangway = await start(wallet)
    await gangway.connect('dev.gangway.wallet', 'cosmos')
    await gangway.switchNetwork(osmosisTestnet)
    expect(wallet.chains.map((chain) => chain.chainId)).toContain('osmo-test-5')
    const { bech32Address } = await wallet.getKey('osmo-test-5')
    await expect.poll(() => gangway.getState().account?.address).toBe(bech32Address)
    expect(gangway.getState().account?.caipAddress).toBe(`cosmos:osmo-test-5:${bech32Address}`)
  })

  it('reads Keplr’s "Request rejected" as the catalogue’s rejection, connecting and signing', async () => {
    const wallet = createCosmosDevWallet({
      chains,
      origin: 'http://localhost:5173',
      target: new EventTarget(),
      approve: (request) => request.method !== 'enable',
    })
    const gangway = await start(wallet)
    expect(await caught(gangway.connect('dev.gangway.wallet', 'cosmos'))).toEqual([
      'ConnectionError',
      'Connection rejected',
    ])
    expect(gangway.getState().account?.status).toBe('disconnected')
    await wallet.experimentalSuggestChain({
      chainId: 'cosmoshub-4',
      bech32Config: { bech32PrefixAccAddr: 'cosmos' },
    } as never)
    await gangway.connect('dev.gangway.wallet', 'cosmos')
    wallet.setAutoApprove(false)
    const signing = caught(gangway.signMessage('no', 'cosmos'))
    await expect.poll(() => wallet.pending().length).toBe(1)
    wallet.resolve(wallet.pending()[0]!.id, false)
    expect(await signing).toEqual(['UserRejectedRequestError', 'The user rejected the request.'])
    expect(gangway.getState().account?.status).toBe('connected')
  })

  it('gives up on an enable that never answers at the deadline, with the catalogue’s failure', async () => {
    const stuck = {
      enable: () => new Promise(() => {}),
      getKey: async () => ({}),
      signArbitrary: async () => ({}),
    }
    const gangway = await start(stuck, { promptTimeoutMs: 50 })
    expect(await caught(gangway.connect('keplr', 'cosmos'))).toEqual(['ConnectionError', 'Failed to connect'])
    expect(gangway.getState().account?.status).toBe('disconnected')
  })

  it.each([
    ['nothing', undefined],
    ['a string', 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a'],
    [
      'a bad checksum',
      { bech32Address: 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8b', pubKey: new Uint8Array(33) },
    ],
    [
      'another chain’s prefix',
      { bech32Address: 'osmo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqmcn030', pubKey: new Uint8Array(33) },
    ],
    ['no public key', { bech32Address: 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a', pubKey: 'AAAA' }],
    [
      'address bytes that are not the address',
      {
        bech32Address: 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a',
        pubKey: new Uint8Array(33),
        address: new Uint8Array(20).fill(1),
      },
    ],
    [
      'a throwing getter',
      Object.defineProperty({}, 'bech32Address', {
        get: () => {
          throw new Error('boom')
        },
      }),
    ],
  ])('refuses a getKey answer of %s: not connected, the catalogue’s failure', async (_case, key) => {
    const hostile = { enable: async () => {}, getKey: async () => key, signArbitrary: async () => ({}) }
    const gangway = await start(hostile)
    expect(await caught(gangway.connect('keplr', 'cosmos'))).toEqual(['ConnectionError', 'Failed to connect'])
    expect(gangway.getState().account?.status).toBe('disconnected')
  })

  it('refuses a signature that is not a 64-byte base64 signature with a public key', async () => {
    const wallet = devWallet()
    const gangway = await start(
      new Proxy(wallet, {
        get: (target, key) =>
          key === 'signArbitrary'
            ? async () => ({ signature: 'AAAA', pub_key: { type: 't', value: 'AA==' } })
            : Reflect.get(target, key),
      }),
    )
    await gangway.connect('dev.gangway.wallet', 'cosmos')
    expect(await caught(gangway.signMessage('x', 'cosmos'))).toEqual([
      'ConnectionError',
      'The wallet returned no signature',
    ])
  })

  it('lists only objects with the Keplr calls, reading hostile ones without throwing; unsafe icons are dropped', async () => {
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom')
        },
      },
    )
    const gangway = await start(undefined, {
      injected: () => ({
        keplr: { enable: async () => {}, getKey: 1, signArbitrary: async () => ({}) },
        leap: {
          enable: async () => {},
          getKey: async () => ({}),
          signArbitrary: async () => ({}),
          icon: 'javascript:alert(1)',
          name: 'x'.repeat(200),
        },
        other: throwing,
      }),
    })
    expect(
      gangway.stores.connectors
        .getState()
        .connectors.filter((item) => item.chain === 'cosmos')
        .map(({ id, name, imageUrl }) => ({ id, name, imageUrl })),
    ).toEqual([{ id: 'leap', name: 'x'.repeat(64), imageUrl: undefined }])
  })

  it('restores an enabled session after a reload without a prompt, and none once the wallet revoked the site', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const first = await start(devWallet(walletStorage), {}, storage)
    await first.connect('dev.gangway.wallet', 'cosmos')
    const address = first.getState().account?.address
    await first.destroy()
    const wallet = devWallet(walletStorage)
    wallet.setAutoApprove(false)
    const second = await start(wallet, {}, storage)
    expect(second.getState().account).toMatchObject({ status: 'connected', address })
    expect(wallet.pending()).toEqual([])
    await second.destroy()
    wallet.revoke()
    const third = await start(wallet, {}, storage)
    expect(third.getState().account?.status).toBe('disconnected')
    expect(wallet.pending()).toEqual([])
  })

  it('restores a Keplr that cannot say whether the site is enabled by its getKey, which it answers without a prompt', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const first = await start(devWallet(walletStorage), {}, storage)
    await first.connect('dev.gangway.wallet', 'cosmos')
    const address = first.getState().account?.address
    await first.destroy()
    const wallet = devWallet(walletStorage)
    wallet.setAutoApprove(false)
    const { isEnabled: _none, ...keplr } = wallet
    const second = await start(keplr, {}, storage)
    expect(second.getState().account).toMatchObject({ status: 'connected', address })
    expect(wallet.pending()).toEqual([])
  })

  it('follows keplr_keystorechange to the new key, and disconnect disables the site in the wallet', async () => {
    const target = new EventTarget()
    const wallet = devWallet(createMemoryStorage(), target)
    const gangway = await start(wallet, {}, createMemoryStorage(), target)
    await gangway.connect('dev.gangway.wallet', 'cosmos')
    wallet.selectAccount(1)
    const { bech32Address } = await wallet.getKey('cosmoshub-4')
    await expect.poll(() => gangway.getState().account?.address).toBe(bech32Address)
    await gangway.disconnect('cosmos')
    expect(wallet.authorised).toBe(false)
    expect(gangway.getState().account?.status).toBe('disconnected')
  })
})

describe('the cosmos plugin over a WalletConnect connector', () => {
  it('takes the account from cosmos_getAccounts and signs by cosmos_signAmino of the ADR-36 doc', async () => {
    const wallet = devWallet()
    await wallet.enable(['cosmoshub-4'])
    const { bech32Address, pubKey } = await wallet.getKey('cosmoshub-4')
    const calls: string[] = []
    const provider = {
      async request({
        method,
        params,
      }: {
        method: string
        params?: { signerAddress: string; signDoc: unknown }
      }) {
        calls.push(method)
        if (method === 'cosmos_getAccounts')
          return [
            { algo: 'secp256k1', address: 'not an address', pubkey: 'x' },
            { algo: 'secp256k1', address: bech32Address, pubkey: toBase64(pubKey) },
          ]
        if (method === 'cosmos_signAmino')
          return wallet.signAmino('cosmoshub-4', params!.signerAddress, params!.signDoc)
        throw new Error('unexpected')
      },
      on: () => undefined,
      removeListener: () => undefined,
    }
    const gangway = await start(undefined)
    await gangway.use({
      name: 'test-walletconnect',
      kind: 'feature',
      setup(ctx) {
        ctx.registerConnectors([
          { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'cosmos', provider },
        ])
      },
    })
    await gangway.connect('walletConnect', 'cosmos')
    expect(gangway.getState().account).toMatchObject({ status: 'connected', address: bech32Address })
    const signature = await gangway.signMessage('Over the relay', 'cosmos')
    expect(await verifies(signature, toBase64(pubKey), adr36Bytes(bech32Address, 'Over the relay'))).toBe(
      true,
    )
    expect(calls).toEqual(['cosmos_getAccounts', 'cosmos_signAmino'])
  })
})
