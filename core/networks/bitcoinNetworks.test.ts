import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import type { Network } from '../types/Network.js'
import { bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet, bitcoinTestnet4 } from './index.js'

const u32 = (value: number) => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}
const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => Number.parseInt(pair, 16)))

/** The block hash (display order) of a version-1 genesis header: double SHA-256, byte-reversed. */
const genesisHash = (merkleRoot: string, time: number, bits: number, nonce: number) => {
  const header = new Uint8Array(80)
  header.set(u32(1), 0)
  header.set(fromHex(merkleRoot).reverse(), 36)
  header.set(u32(time), 68)
  header.set(u32(bits), 72)
  header.set(u32(nonce), 76)
  return hex(sha256(sha256(header)).reverse())
}

const satoshiMerkleRoot = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'
const testnet4MerkleRoot = '7aa0a7ae1e223414cb807e40cd57e667b718e42aaf9306db9102fe28912b7b4e'

describe('bitcoin networks', () => {
  it.each([
    [bitcoin, genesisHash(satoshiMerkleRoot, 1231006505, 0x1d00ffff, 2083236893)],
    [bitcoinTestnet, genesisHash(satoshiMerkleRoot, 1296688602, 0x1d00ffff, 414098458)],
    [bitcoinTestnet4, genesisHash(testnet4MerkleRoot, 1714777860, 0x1d00ffff, 393743547)],
    [bitcoinSignet, genesisHash(satoshiMerkleRoot, 1598918400, 0x1e0377ae, 52613770)],
    [bitcoinRegtest, genesisHash(satoshiMerkleRoot, 1296688602, 0x207fffff, 2)],
  ])('%s: the CAIP-2 id is bip122 and the first 32 hex of the genesis block hash', (network, hash) => {
    expect(hash.slice(0, 64)).toMatch(/^[0-9a-f]{64}$/)
    expect(network.caipNetworkId).toBe(`bip122:${hash.slice(0, 32)}`)
    expect(network.id).toBe(hash.slice(0, 32))
  })

  it('names the well-known genesis hashes (the header hashes above meet their proof of work)', () => {
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(bitcoinSignet.caipNetworkId).toBe('bip122:00000008819873e925422c1ff0f99f7c')
    expect(bitcoinRegtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('counts in BTC with 8 decimals, flags the test networks, and links mempool.space where it has an explorer', () => {
    for (const network of [
      bitcoin,
      bitcoinTestnet,
      bitcoinTestnet4,
      bitcoinSignet,
      bitcoinRegtest,
    ] as Network[]) {
      expect(network.chainNamespace).toBe('bip122')
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
      expect(network.testnet === true).toBe(network !== bitcoin)
    }
    expect(bitcoin.blockExplorers?.default.url).toBe('https://mempool.space')
    expect(bitcoinTestnet.blockExplorers?.default.url).toBe('https://mempool.space/testnet')
    expect(bitcoinTestnet4.blockExplorers?.default.url).toBe('https://mempool.space/testnet4')
    expect(bitcoinSignet.blockExplorers?.default.url).toBe('https://mempool.space/signet')
    expect((bitcoinRegtest as Network).blockExplorers).toBeUndefined()
  })
})
