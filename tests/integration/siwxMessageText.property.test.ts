import { parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { getAddress, hexlify } from 'ethers'
import fc from 'fast-check'
import { SiweMessage } from 'siwe'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../../plugins/siwx/SiwxMessageData.js'
import { siwsChainName } from '../../plugins/siwx/siwsChainName.js'
import { siwxMessageText } from '../../plugins/siwx/siwxMessageText.js'
import { toBase58 } from '../../server/test/toBase58.js'

const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[a-zA-Z0-9]{${min},${max}}$`))
const statement = fc
  .stringMatching(/^[a-zA-Z0-9 !#$&'()*+,\-./:;=?@[\]_~]{1,80}$/)
  .filter((text) => text.trim() === text && text !== '')
const time = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString())
const host = fc.domain()
const resource = fc.tuple(host, alnum(1, 12)).map(([domain, path]) => `https://${domain}/${path}`)

const fieldsOf = (chainId: fc.Arbitrary<string>, address: fc.Arbitrary<string>) =>
  fc
    .record(
      {
        domain: host,
        path: alnum(0, 16),
        statement,
        chainId,
        accountAddress: address,
        nonce: alnum(8, 32),
        issuedAt: time,
        expirationTime: time,
        notBefore: time,
        requestId: alnum(1, 24),
        resources: fc.array(resource, { minLength: 1, maxLength: 4 }),
      },
      { requiredKeys: ['domain', 'path', 'chainId', 'accountAddress', 'nonce', 'issuedAt'] },
    )
    .map(
      ({ path, ...rest }): SiwxMessageData => ({
        ...rest,
        uri: `https://${rest.domain}/${path}`,
        version: '1',
        chainId: rest.chainId as SiwxMessageData['chainId'],
      }),
    )

describe('SIWX message texts parse with independent parsers', () => {
  it('eip155: the siwe package reads every field back and writes the same text', () => {
    const chainId = fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((id) => `eip155:${id}`)
    const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(hexlify(bytes)))
    fc.assert(
      fc.property(fieldsOf(chainId, address), (data) => {
        const text = siwxMessageText(data)
        const parsed = new SiweMessage(text)
        expect(parsed.domain).toBe(data.domain)
        expect(parsed.address).toBe(data.accountAddress)
        expect(parsed.statement).toBe(data.statement)
        expect(parsed.uri).toBe(data.uri)
        expect(parsed.version).toBe('1')
        expect(`eip155:${parsed.chainId}`).toBe(data.chainId)
        expect(parsed.nonce).toBe(data.nonce)
        expect(parsed.issuedAt).toBe(data.issuedAt)
        expect(parsed.expirationTime).toBe(data.expirationTime)
        expect(parsed.notBefore).toBe(data.notBefore)
        expect(parsed.requestId).toBe(data.requestId)
        expect(parsed.resources).toEqual(data.resources)
        expect(parsed.prepareMessage()).toBe(text)
      }),
      { numRuns: 200 },
    )
  })

  it('solana: @solana/wallet-standard-util parses it and verifies a signature over it as a sign-in', () => {
    const chainId = fc.constantFrom(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    )
    const seed = fc.uint8Array({ minLength: 32, maxLength: 32 })
    fc.assert(
      fc.property(seed, fieldsOf(chainId, fc.constant('placeholder')), (secret, fields) => {
        const pair = nacl.sign.keyPair.fromSeed(secret)
        const data = { ...fields, accountAddress: toBase58(pair.publicKey) }
        const text = siwxMessageText(data)
        const signedMessage = new TextEncoder().encode(text)
        const input = {
          domain: data.domain,
          address: data.accountAddress,
          statement: data.statement,
          uri: data.uri,
          version: data.version,
          chainId: siwsChainName(data.chainId),
          nonce: data.nonce,
          issuedAt: data.issuedAt,
          expirationTime: data.expirationTime,
          notBefore: data.notBefore,
          requestId: data.requestId,
          resources: data.resources ? [...data.resources] : undefined,
        }
        expect(parseSignInMessageText(text)).toEqual(input)
        const account = { address: data.accountAddress, publicKey: pair.publicKey, chains: [], features: [] }
        const signature = nacl.sign.detached(signedMessage, pair.secretKey)
        expect(verifySignIn(input, { account, signedMessage, signature })).toBe(true)
        const other = nacl.sign.keyPair.fromSeed(secret.map((byte) => byte ^ 1))
        const forged = nacl.sign.detached(signedMessage, other.secretKey)
        expect(verifySignIn(input, { account, signedMessage, signature: forged })).toBe(false)
      }),
      { numRuns: 100 },
    )
  })

  it('polkadot, bip122, cosmos: CAIP-122 text with every field on its own line', () => {
    const chainId = fc.constantFrom(
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'bip122:000000000019d6689c085ae165831e93',
      'cosmos:cosmoshub-4',
    )
    fc.assert(
      fc.property(fieldsOf(chainId, alnum(20, 60)), (data) => {
        const lines = siwxMessageText(data).split('\n')
        const account = { polkadot: 'Polkadot', bip122: 'Bitcoin', cosmos: 'Cosmos' }[
          data.chainId.split(':')[0]!
        ]
        expect(lines[0]).toBe(`${data.domain} wants you to sign in with your ${account} account:`)
        expect(lines[1]).toBe(data.accountAddress)
        const field = (name: string) =>
          lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2)
        expect(field('URI')).toBe(data.uri)
        expect(field('Chain ID')).toBe(data.chainId)
        expect(field('Nonce')).toBe(data.nonce)
        expect(field('Issued At')).toBe(data.issuedAt)
        expect(field('Expiration Time')).toBe(data.expirationTime)
        expect(field('Request ID')).toBe(data.requestId)
        expect(lines.includes(data.statement ?? '\n')).toBe(data.statement !== undefined)
        const start = lines.indexOf('Resources:')
        expect(start < 0 ? undefined : lines.slice(start + 1).map((line) => line.slice(2))).toEqual(
          data.resources,
        )
      }),
      { numRuns: 200 },
    )
  })
})
