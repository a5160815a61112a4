import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import bitcoinMessage from 'bitcoinjs-message'
import { describe, expect, it } from 'vitest'
import { createBip122PairingSigner } from './createBip122PairingSigner.js'
import { createCosmosPairingSigner } from './createCosmosPairingSigner.js'
import { createPolkadotPairingSigner } from './createPolkadotPairingSigner.js'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const hub = 'cosmos:cosmoshub-4'
const westend = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
/** Longer than 253 bytes (a three-byte length) and with the characters Amino escapes. */
const message = `Sign in to Gangway & <agree> ${'·'.repeat(150)}`

describe("the pairing wallet's polkadot, cosmos and bip122 signers (verified by libraries they do not use)", () => {
  it('bip122: p2wpkh addresses per network, a Bitcoin signed message bitcoinjs-message verifies, a BIP-322 one bip322-js verifies', async () => {
    const signer = createBip122PairingSigner()
    const { address } = signer.account(regtest)
    expect(address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
    expect(signer.account(mainnet).address).toMatch(/^bc1q/)
    expect(signer.approve([regtest, 'bip122:ffffffffffffffffffffffffffffffff', hub])).toMatchObject({
      chains: [regtest],
      accounts: [`${regtest}:${address}`],
      events: ['bip122_addressesChanged'],
    })
    const signed = (await signer.answer('signMessage', { account: address, address, message }, regtest)) as {
      signature: string
    }
    expect(bitcoinMessage.verify(message, address, signed.signature, undefined, true)).toBe(true)
    expect(bitcoinMessage.verify(`${message}!`, address, signed.signature, undefined, true)).toBe(false)
    expect(await signer.answer('getAccountAddresses', { account: address }, regtest)).toEqual([
      expect.objectContaining({ address, intention: 'payment', path: "m/84'/1'/0'/0/0" }),
    ])
    const bip322 = (await signer.answer(
      'signMessage',
      { account: address, address, message, protocol: 'bip322' },
      regtest,
    )) as { signature: string }
    expect(Verifier.verifySignature(address, message, bip322.signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${message}!`, bip322.signature)).toBe(false)
    await expect(
      signer.answer('signMessage', { account: address, address, message, protocol: 'schnorr' }, regtest),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('cosmos: the ADR-36 sign doc signed as Amino, verified with @cosmjs/amino + @cosmjs/crypto', async () => {
    const signer = createCosmosPairingSigner()
    const address = signer.address(hub)
    expect(address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(signer.address('cosmos:osmosis-1')).toMatch(/^osmo1/)
    const [account] = (await signer.answer('cosmos_getAccounts', {}, hub)) as { pubkey: string }[]
    const data = Buffer.from(message).toString('base64')
    const signDoc = makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer: address, data } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    const signed = (await signer.answer('cosmos_signAmino', { signerAddress: address, signDoc }, hub)) as {
      signature: { pub_key: { value: string }; signature: string }
    }
    expect(signed.signature.pub_key.value).toBe(account?.pubkey)
    const verify = (doc: typeof signDoc) =>
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signed.signature.signature)),
        sha256(serializeSignDoc(doc)),
        fromBase64(signed.signature.pub_key.value),
      )
    expect(await verify(signDoc)).toBe(true)
    expect(await verify({ ...signDoc, memo: 'changed' })).toBe(false)
  })

  it('polkadot: signRaw of the wrapped message, verified with @polkadot/util-crypto signatureVerify', async () => {
    const signer = await createPolkadotPairingSigner()
    const { signature } = (await signer.answer(
      'polkadot_signMessage',
      { address: signer.address, message },
      westend,
    )) as { signature: `0x${string}` }
    expect(signatureVerify(`<Bytes>${message}</Bytes>`, signature, signer.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify(`<Bytes>${message}!</Bytes>`, signature, signer.address).isValid).toBe(false)
    await expect(
      signer.answer(
        'polkadot_signMessage',
        { address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', message },
        westend,
      ),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
