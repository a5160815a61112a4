import { createRequire } from 'node:module'
import { Verifier } from 'bip322-js'
import { payments, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { createBitcoinDevWallet } from './createBitcoinDevWallet.js'
import { deriveBitcoinDevKeys } from './deriveBitcoinDevKeys.js'

// biome-ignore lint/suspicious/noExplicitAny: the test reads the wallet's JSON answers field by field
type Answer = { jsonrpc: '2.0'; id: string; result?: any; error?: { code: number; message: string } }
interface EllipticCurve {
  verify(hash: Uint8Array, signature: Uint8Array, key: unknown): boolean
  keyFromPublic(key: Uint8Array): unknown
}
/** elliptic (untyped): an ECDSA verifier independent of the noble curves btc-signer signs with. */
const elliptic = createRequire(import.meta.url)('elliptic') as { ec: new (curve: string) => EllipticCurve }

const secp = new elliptic.ec('secp256k1')
const setup = (options: Parameters<typeof createBitcoinDevWallet>[0] = {}) => {
  const wallet = createBitcoinDevWallet({ origin: 'https://dapp.example', ...options })
  const ask = (method: string, params?: unknown) => wallet.provider.request(method, params) as Promise<Answer>
  return { wallet, ask }
}

describe('the Bitcoin dev wallet (sats-connect JSON-RPC)', () => {
  it('connects with a payment (P2WPKH) and an ordinals (P2TR) address on regtest, and remembers the site', async () => {
    const { wallet, ask } = setup()
    expect((await ask('wallet_getCurrentPermissions')).result).toEqual([])
    expect((await ask('getAddresses', { purposes: ['payment'] })).error?.code).toBe(-32002)
    const { result } = await ask('wallet_connect', { addresses: ['payment', 'ordinals'], network: 'Regtest' })
    expect(result.network.bitcoin.name).toBe('Regtest')
    expect(
      result.addresses.map((item: { purpose: string; address: string }) => [
        item.purpose,
        item.address.slice(0, 7),
      ]),
    ).toEqual([
      ['payment', 'bcrt1qq'],
      ['ordinals', 'bcrt1pf'],
    ])
    expect((await ask('wallet_getCurrentPermissions')).result[0]).toMatchObject({ type: 'account' })
    expect(wallet.authorised).toBe(true)
    expect((await ask('getInfo')).result.version).toBe('2.0.0')
    expect((await ask('nope')).error?.code).toBe(-32601)
  })

  it('answers a rejection with USER_REJECTION (-32000) and stays unauthorised', async () => {
    const { wallet, ask } = setup({ approve: () => false })
    expect((await ask('wallet_connect', { addresses: ['payment'] })).error).toMatchObject({ code: -32000 })
    expect(wallet.authorised).toBe(false)
  })

  it('signs BIP-322 for both addresses and ECDSA (BIP-137) for the payment one, all verified by bip322-js', async () => {
    const { ask } = setup()
    const { result } = await ask('wallet_connect', {})
    const [payment, ordinals] = result.addresses.map((item: { address: string }) => item.address)
    for (const address of [payment, ordinals]) {
      const signed = (await ask('signMessage', { address, message: 'Hello Gangway', protocol: 'BIP322' }))
        .result
      expect(signed).toMatchObject({ address, protocol: 'BIP322' })
      expect(Verifier.verifySignature(address, 'Hello Gangway', signed.signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'Hello Gangway!', signed.signature)).toBe(false)
    }
    const ecdsa = (
      await ask('signMessage', { address: payment, message: 'Hello Gangway', protocol: 'ECDSA' })
    ).result
    expect(Buffer.from(ecdsa.signature, 'base64')).toHaveLength(65)
    expect(Verifier.verifySignature(payment, 'Hello Gangway', ecdsa.signature)).toBe(true)
    expect(Verifier.verifySignature(payment, 'Hello', ecdsa.signature)).toBe(false)
    expect((await ask('signMessage', { address: 'bcrt1qnotmine', message: 'x' })).error?.code).toBe(-32602)
  })

  it('builds and signs a real transfer from its regtest UTXOs: outputs, change and the witness signature check out', async () => {
    const { wallet, ask } = setup({ funding: [50_000_000n] })
    await ask('wallet_connect', {})
    const [payment] = deriveBitcoinDevKeys('Regtest')
    const recipient = deriveBitcoinDevKeys('Regtest', 1)[0].address
    const { result } = await ask('sendTransfer', { recipients: [{ address: recipient, amount: 12_345_678 }] })
    expect(result.txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = Transaction.fromHex(wallet.transactions[0]!)
    expect(tx.getId()).toBe(result.txid)
    expect(tx.outs.map((out) => out.value)).toEqual([12_345_678, 50_000_000 - 12_345_678 - 300])
    expect(
      Buffer.from(tx.outs[0]!.script).equals(Buffer.from(deriveBitcoinDevKeys('Regtest', 1)[0].script)),
    ).toBe(true)
    expect(Buffer.from(tx.outs[1]!.script).equals(Buffer.from(payment.script))).toBe(true)
    const [der, pubkey] = tx.ins[0]!.witness
    expect(Buffer.from(pubkey!).equals(Buffer.from(payment.publicKey))).toBe(true)
    const scriptCode = payments.p2pkh({ pubkey: Buffer.from(pubkey!) }).output!
    const sighash = tx.hashForWitnessV0(0, scriptCode, 50_000_000, Transaction.SIGHASH_ALL)
    expect(der!.at(-1)).toBe(Transaction.SIGHASH_ALL)
    expect(secp.verify(sighash, der!.subarray(0, -1), secp.keyFromPublic(pubkey!))).toBe(true)
    expect(wallet.balance).toBe(50_000_000n - 12_345_678n - 300n)
    expect((await ask('getBalance')).result.total).toBe(String(wallet.balance))
    const again = (await ask('sendTransfer', { recipients: [{ address: recipient, amount: 1_000 }] })).result
    expect(Transaction.fromHex(wallet.transactions[1]!).ins[0]!.hash.reverse().toString('hex')).toBe(
      result.txid,
    )
    expect(again.txid).not.toBe(result.txid)
    expect(
      (await ask('sendTransfer', { recipients: [{ address: recipient, amount: 10 ** 15 }] })).error?.message,
    ).toMatch(/Insufficient/)
  })

  it('changes network on request and emits networkChange with the new addresses; disconnect emits disconnect', async () => {
    const { wallet, ask } = setup({ networks: ['Regtest', 'Testnet'] })
    await ask('wallet_connect', {})
    const events: { type: string; addresses?: { address: string }[] }[] = []
    const off = wallet.provider.addListener({
      eventName: 'networkChange',
      cb: (event: never) => events.push(event),
    })
    wallet.provider.addListener('disconnect', (event: never) => events.push(event))
    expect((await ask('wallet_changeNetwork', { name: 'Mainnet' })).error?.code).toBe(-32602)
    expect((await ask('wallet_changeNetwork', { name: 'Testnet' })).result).toBeNull()
    expect((await ask('wallet_getNetwork')).result.bitcoin.name).toBe('Testnet')
    expect(events[0]?.type).toBe('networkChange')
    expect(events[0]?.addresses?.[0]?.address).toMatch(/^tb1q/)
    off()
    await ask('wallet_disconnect')
    expect(events.map((event) => event.type)).toEqual(['networkChange', 'disconnect'])
    expect(wallet.authorised).toBe(false)
  })

  it('keeps the authorised origin in storage across instances', async () => {
    const items = new Map<string, string>()
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
    await setup({ storage }).ask('wallet_connect', {})
    expect(setup({ storage }).wallet.authorised).toBe(true)
    expect(setup({ storage, origin: 'https://other.example' }).wallet.authorised).toBe(false)
  })
})
