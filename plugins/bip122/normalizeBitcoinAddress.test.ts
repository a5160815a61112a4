import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58check, bech32, bech32m } from '@scure/base'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinAddressFormats } from './bitcoinAddressFormats.js'
import { normalizeBitcoinAddress } from './normalizeBitcoinAddress.js'

const format = (id: string) => bitcoinAddressFormats[`bip122:${id}`]!
const mainnet = format('000000000019d6689c085ae165831e93')
const testnet = format('000000000933ea01ad0ee984209779ba')
const regtest = format('0f9188f13cb7b2c71f2a335e3a4fc328')
const regtestNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }
const key = secp256k1.getPublicKey(
  Uint8Array.from({ length: 32 }, (_, index) => index + 1),
  true,
)
const xOnly = key.subarray(1)
const b58 = base58check(sha256)
const segwit = (coder: typeof bech32, hrp: string, version: number, program: Uint8Array) =>
  coder.encode(hrp, [version, ...coder.toWords(program)])
const flip = (address: string) => {
  const last = address.at(-1)!
  return address.slice(0, -1) + (last === 'q' ? 'p' : 'q')
}

describe('normalizeBitcoinAddress', () => {
  it.each([
    ['P2PKH', p2pkh(key, NETWORK).address!, mainnet],
    ['P2SH', p2sh(p2wpkh(key, NETWORK), NETWORK).address!, mainnet],
    ['P2WPKH', p2wpkh(key, NETWORK).address!, mainnet],
    ['P2TR', p2tr(xOnly, undefined, NETWORK).address!, mainnet],
    ['testnet P2PKH', p2pkh(key, TEST_NETWORK).address!, testnet],
    ['testnet P2SH', p2sh(p2wpkh(key, TEST_NETWORK), TEST_NETWORK).address!, testnet],
    ['testnet P2WPKH', p2wpkh(key, TEST_NETWORK).address!, testnet],
    ['regtest P2WPKH', p2wpkh(key, regtestNetwork).address!, regtest],
    ['regtest P2TR', p2tr(xOnly, undefined, regtestNetwork).address!, regtest],
    ['P2WSH (BIP-173 vector)', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', mainnet],
    ['the genesis address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', mainnet],
  ])('accepts a %s address of its network', (_, address, network) => {
    expect(normalizeBitcoinAddress(address, [network])).toBe(address)
    expect(normalizeBitcoinAddress(` ${address}\n`, [network])).toBe(address)
  })

  it('lower-cases an upper-case segwit address and trims', () => {
    expect(normalizeBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', [mainnet])).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    )
  })

  it.each([
    ['a segwit checksum error', flip(p2wpkh(key, NETWORK).address!), mainnet],
    ['a taproot checksum error', flip(p2tr(xOnly, undefined, NETWORK).address!), mainnet],
    ['a base58 checksum error', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', mainnet],
    ['mixed case', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', mainnet],
    ['version 0 with a bech32m checksum', segwit(bech32m, 'bc', 0, new Uint8Array(20)), mainnet],
    ['version 1 with a bech32 checksum', segwit(bech32, 'bc', 1, new Uint8Array(32)), mainnet],
    ['version 0 with a 25-byte program', segwit(bech32, 'bc', 0, new Uint8Array(25)), mainnet],
    ['version 17', segwit(bech32m, 'bc', 17, new Uint8Array(32)), mainnet],
    ['a base58 payload of the wrong size', b58.encode(new Uint8Array(22)), mainnet],
    ['an unknown base58 version', b58.encode(Uint8Array.of(0x30, ...new Uint8Array(20))), mainnet],
    ['a mainnet address on testnet', p2wpkh(key, NETWORK).address!, testnet],
    ['a testnet address on regtest', p2wpkh(key, TEST_NETWORK).address!, regtest],
    ['a regtest address on testnet', p2wpkh(key, regtestNetwork).address!, testnet],
    ['a testnet P2PKH on mainnet', p2pkh(key, TEST_NETWORK).address!, mainnet],
    ['an EVM address', '0x0000000000000000000000000000000000000000', mainnet],
    ['an over-long string', `bc1q${'q'.repeat(200)}`, mainnet],
    ['a non-base58 character', '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a', mainnet],
  ])('rejects %s', (_, address, network) => {
    expect(normalizeBitcoinAddress(address, [network])).toBeUndefined()
  })

  it('rejects what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['bc1q']])
      expect(normalizeBitcoinAddress(value, [mainnet])).toBeUndefined()
  })

  it('accepts an address of any of several networks', () => {
    expect(normalizeBitcoinAddress(p2wpkh(key, regtestNetwork).address!, [mainnet, regtest])).toBeDefined()
    expect(normalizeBitcoinAddress(p2wpkh(key, NETWORK).address!, [mainnet, regtest])).toBeDefined()
  })
})
