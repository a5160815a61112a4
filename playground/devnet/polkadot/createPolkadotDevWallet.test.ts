import { stringToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { verify } from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../tests/fixtures/createMemoryStorage.js'
import { createPolkadotDevWallet } from './createPolkadotDevWallet.js'

const origin = 'http://127.0.0.1:5173'

describe('the polkadot dev wallet', () => {
  it('asks once to allow an origin, remembers it across a reload, and lists two sr25519 accounts, one bound to Westend', async () => {
    const storage = createMemoryStorage()
    const wallet = await createPolkadotDevWallet({ storage, origin, autoApprove: false })
    expect(wallet.source).toMatchObject({ name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })
    expect(wallet.source.icon).toMatch(/^data:image\/svg\+xml,/)
    const enabling = wallet.source.enable('Test dapp')
    await expect.poll(() => wallet.pending().map((request) => request.method)).toEqual(['enable'])
    expect(wallet.pending()[0]?.params).toEqual({ origin, appName: 'Test dapp' })
    wallet.resolve(wallet.pending()[0]!.id, true)
    const injected = await enabling
    const accounts = await injected.accounts.get()
    expect(accounts.map((account) => [account.genesisHash, account.type])).toEqual([
      [null, 'sr25519'],
      ['0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e', 'sr25519'],
    ])
    expect(accounts[0]!.address).toMatch(/^5[1-9A-HJ-NP-Za-km-z]{47}$/)

    const reloaded = await createPolkadotDevWallet({ storage, origin, autoApprove: false })
    expect(reloaded.authorised).toBe(true)
    await (await reloaded.source.enable('Test dapp')).accounts.get()
    expect(reloaded.pending()).toEqual([])
    const elsewhere = await createPolkadotDevWallet({
      storage,
      origin: 'http://other.test',
      autoApprove: false,
    })
    expect(elsewhere.authorised).toBe(false)
  })

  it('signs with signRaw (schnorrkel) over the <Bytes>-wrapped message: util-crypto and @scure/sr25519 verify it', async () => {
    const wallet = await createPolkadotDevWallet({ origin })
    const injected = await wallet.source.enable('Test dapp')
    const [account] = await injected.accounts.get()
    const message = 'Hello from the polkadot dev wallet'
    const { id, signature } = await injected.signer.signRaw({
      address: account!.address,
      data: stringToHex(message),
      type: 'bytes',
    })
    expect(id).toBe(1)
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(signatureVerify(u8aWrapBytes(message), signature, account!.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    const bytes = Buffer.from(signature.slice(2), 'hex')
    expect(verify(u8aWrapBytes(message), bytes, decodeAddress(account!.address))).toBe(true)
    expect(verify(new TextEncoder().encode(message), bytes, decodeAddress(account!.address))).toBe(false)
  })

  it('rejects a signature refused in the queue with 4001, and any request after revoke with 4100', async () => {
    const wallet = await createPolkadotDevWallet({ origin, autoApprove: false })
    const enabling = wallet.source.enable('Test dapp')
    await expect.poll(() => wallet.pending().length).toBe(1)
    wallet.resolve(wallet.pending()[0]!.id, true)
    const injected = await enabling
    const [account] = await injected.accounts.get()
    const signing = injected.signer.signRaw({
      address: account!.address,
      data: stringToHex('no'),
      type: 'bytes',
    })
    await expect
      .poll(() => wallet.pending().map((request) => request.params))
      .toEqual([{ address: account!.address, message: 'no' }])
    wallet.resolve(wallet.pending()[0]!.id, false)
    await expect(signing).rejects.toMatchObject({ code: 4001 })

    const seen: string[][] = []
    const off = injected.accounts.subscribe((accounts) => seen.push(accounts.map((item) => item.address)))
    await expect.poll(() => seen.length).toBe(1)
    wallet.selectAccount(1)
    wallet.revoke()
    off()
    expect(seen).toEqual([
      [account!.address, wallet.addresses[0]],
      [wallet.addresses[0], account!.address],
      [],
    ])
    await expect(
      injected.signer.signRaw({ address: account!.address, data: stringToHex('late'), type: 'bytes' }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(await injected.accounts.get()).toEqual([])
  })
})
