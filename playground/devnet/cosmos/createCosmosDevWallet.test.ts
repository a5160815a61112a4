import {
  makeSignDoc,
  pubkeyToAddress,
  Secp256k1HdWallet,
  type StdSignature,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { devMnemonic } from '../devMnemonic.js'
import { createCosmosDevWallet } from './createCosmosDevWallet.js'

const chains = [
  { chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', chainName: 'Osmosis', bech32Prefix: 'osmo' },
]

const memory = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const manual = (storage = memory(), origin = 'https://app.example', target = new EventTarget()) =>
  createCosmosDevWallet({ chains, storage, origin, target, autoApprove: false })

/** Approves (or rejects) the first request of `method` once it is queued. */
const decide = async (wallet: ReturnType<typeof manual>, method: string, approved = true) => {
  await expect.poll(() => wallet.pending().map((item) => item.method)).toContain(method)
  wallet.resolve(wallet.pending().find((item) => item.method === method)!.id, approved)
}

/** Checks an amino signature with cosmjs (not the library the wallet signs with). */
const verifies = async (signature: StdSignature, bytes: Uint8Array) =>
  Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)),
    sha256(bytes),
    fromBase64(signature.pub_key.value),
  )

describe('the cosmos dev wallet (window.keplr)', () => {
  it('holds the dev mnemonic’s m/44’/118’/0’/0/0 key: the address cosmjs derives, with each chain’s prefix', async () => {
    const [expected] = await (
      await Secp256k1HdWallet.fromMnemonic(devMnemonic, { prefix: 'osmo' })
    ).getAccounts()
    const wallet = createCosmosDevWallet({ chains, origin: 'https://app.example', target: new EventTarget() })
    const key = await wallet.getKey('osmosis-1')
    expect(key.bech32Address).toBe(expected!.address)
    expect(toBase64(key.pubKey)).toBe(toBase64(expected!.pubkey))
    expect(
      pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: toBase64(key.pubKey) }, 'cosmos'),
    ).toBe((await wallet.getKey('cosmoshub-4')).bech32Address)
  })

  it('asks once to enable a chain per origin, keeps it across instances, and answers isEnabled without asking', async () => {
    const storage = memory()
    const wallet = manual(storage)
    expect(await wallet.isEnabled('cosmoshub-4')).toBe(false)
    const enabling = wallet.enable('cosmoshub-4')
    await decide(wallet, 'enable')
    await enabling
    await wallet.enable('cosmoshub-4')
    expect(wallet.pending()).toEqual([])
    expect(await manual(storage).isEnabled('cosmoshub-4')).toBe(true)
    expect(await manual(storage, 'https://other.example').isEnabled('cosmoshub-4')).toBe(false)
    await wallet.disable()
    expect(await manual(storage).isEnabled('cosmoshub-4')).toBe(false)
  })

  it('refuses as Keplr does: a rejected prompt is Error("Request rejected"), an unknown chain has no chain info', async () => {
    const wallet = manual()
    const enabling = wallet.enable('cosmoshub-4')
    await decide(wallet, 'enable', false)
    await expect(enabling).rejects.toThrow(/^Request rejected$/)
    expect(wallet.authorised).toBe(false)
    await expect(wallet.enable('osmo-test-5')).rejects.toThrow('There is no chain info for osmo-test-5')
  })

  it('adds a suggested chain after approval and grants it to the origin', async () => {
    const wallet = manual()
    const suggesting = wallet.experimentalSuggestChain({
      chainId: 'osmo-test-5',
      chainName: 'Osmosis Testnet',
      bech32Config: { bech32PrefixAccAddr: 'osmo' },
    } as never)
    await decide(wallet, 'experimentalSuggestChain')
    await suggesting
    expect(await wallet.isEnabled('osmo-test-5')).toBe(true)
    expect((await wallet.getKey('osmo-test-5')).bech32Address).toMatch(/^osmo1/)
  })

  it('signs arbitrary data by ADR-36: cosmjs verifies it over makeSignDoc’s doc, and verifyArbitrary agrees', async () => {
    const wallet = createCosmosDevWallet({ chains, origin: 'https://app.example', target: new EventTarget() })
    const { bech32Address } = await wallet.getKey('cosmoshub-4')
    const data = 'Hello <Gangway> & cosmos'
    const signature = await wallet.signArbitrary('cosmoshub-4', bech32Address, data)
    const doc = makeSignDoc(
      [
        {
          type: 'sign/MsgSignData',
          value: { signer: bech32Address, data: toBase64(new TextEncoder().encode(data)) },
        },
      ],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    expect(fromBase64(signature.signature)).toHaveLength(64)
    expect(signature.pub_key.type).toBe('tendermint/PubKeySecp256k1')
    expect(await verifies(signature, serializeSignDoc(doc))).toBe(true)
    expect(await wallet.verifyArbitrary('cosmoshub-4', bech32Address, data, signature)).toBe(true)
    expect(await wallet.verifyArbitrary('cosmoshub-4', bech32Address, `${data}!`, signature)).toBe(false)
  })

  it('signs amino documents through getOfflineSigner, verified by cosmjs; refuses another signer', async () => {
    const wallet = createCosmosDevWallet({ chains, origin: 'https://app.example', target: new EventTarget() })
    const signer = wallet.getOfflineSigner('osmosis-1')
    const [account] = await signer.getAccounts()
    const doc = makeSignDoc(
      [],
      { gas: '200000', amount: [{ denom: 'uosmo', amount: '500' }] },
      'osmosis-1',
      'memo',
      7,
      3,
    )
    const { signature } = await signer.signAmino(account!.address, doc)
    expect(await verifies(signature, serializeSignDoc(doc))).toBe(true)
    await expect(signer.signAmino('osmo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqmcn030', doc)).rejects.toThrow(
      /does not match/,
    )
  })

  it('switches the active key with keplr_keystorechange, and getKey answers the new address', async () => {
    const target = new EventTarget()
    const wallet = createCosmosDevWallet({ chains, origin: 'https://app.example', target })
    const before = (await wallet.getKey('cosmoshub-4')).bech32Address
    let events = 0
    target.addEventListener('keplr_keystorechange', () => {
      events += 1
    })
    wallet.selectAccount(1)
    expect(events).toBe(1)
    const after = (await wallet.getKey('cosmoshub-4')).bech32Address
    expect(after).not.toBe(before)
    expect(wallet.addresses[0]).toBe(after)
  })
})
