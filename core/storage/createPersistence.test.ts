// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { WalletEntry } from '../types/Connector.js'
import { createPersistence } from './createPersistence.js'
import type { PersistedKey, StorageLike } from './PersistedValues.js'
import { persistedKeys } from './persistedKeys.js'

const keys = Object.keys(persistedKeys) as PersistedKey[]
const wallet = (id: string): WalletEntry => ({ id, name: `Wallet ${id}` })

function failingStorage(failOn: 'read' | 'write' | 'all'): StorageLike {
  const error = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  const backing = new Map<string, string>()
  return {
    getItem: (key) => (failOn === 'write' ? (backing.get(key) ?? null) : error()),
    setItem: (key, value) => (failOn === 'read' ? void backing.set(key, value) : error()),
    removeItem: (key) => (failOn === 'read' ? void backing.delete(key) : error()),
  }
}

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('createPersistence', () => {
  it('returns the defaults when nothing is stored', () => {
    const persistence = createPersistence()
    expect(keys.map((key) => [key, persistence.get(key)])).toEqual([
      ['emailLoginUsed', false],
      ['email', null],
      ['lastUsedChain', 1],
      ['lastEmailLoginTime', null],
      ['socialUsername', null],
      ['smartAccountEnabledNetworks', []],
      ['activeNetworkId', null],
      ['recentWallets', []],
      ['connectionStatus', {}],
      ['connectorIds', {}],
    ])
  })

  it('stores every value in localStorage under the @gangway/ prefix and reads it back in a new instance', () => {
    const writer = createPersistence()
    writer.set('emailLoginUsed', true)
    writer.set('email', 'a@b.co')
    writer.set('lastUsedChain', 137)
    writer.set('lastEmailLoginTime', 1_700_000_000_000)
    writer.set('socialUsername', 'alice')
    writer.set('smartAccountEnabledNetworks', ['1', '137'])
    writer.set('activeNetworkId', 'eip155:137')
    writer.set('connectionStatus', { eip155: 'connected', solana: 'disconnected' })
    writer.set('connectorIds', { eip155: 'injected' })
    expect(localStorage.getItem('@gangway/smartAccountEnabledNetworks')).toBe('1,137')
    expect(localStorage.getItem('@gangway/activeNetworkId')).toBe('"eip155:137"')
    expect(Object.keys(localStorage).every((key) => key.startsWith('@gangway/'))).toBe(true)
    const reader = createPersistence()
    expect(reader.get('emailLoginUsed')).toBe(true)
    expect(reader.get('email')).toBe('a@b.co')
    expect(reader.get('lastUsedChain')).toBe(137)
    expect(reader.get('lastEmailLoginTime')).toBe(1_700_000_000_000)
    expect(reader.get('socialUsername')).toBe('alice')
    expect(reader.get('smartAccountEnabledNetworks')).toEqual(['1', '137'])
    expect(reader.get('activeNetworkId')).toBe('eip155:137')
    expect(reader.get('connectionStatus')).toEqual({ eip155: 'connected', solana: 'disconnected' })
    expect(reader.get('connectorIds')).toEqual({ eip155: 'injected' })
  })

  it('keeps the per-namespace maps in the order they were written (reconnect goes most recent first)', () => {
    const persistence = createPersistence()
    persistence.set('connectorIds', { solana: 'phantom', bip122: 'xverse', eip155: 'injected' })
    expect(Object.keys(createPersistence().get('connectorIds'))).toEqual(['solana', 'bip122', 'eip155'])
  })

  it('removes a value, and setting null removes a nullable one', () => {
    const persistence = createPersistence()
    persistence.set('email', 'a@b.co')
    persistence.set('email', null)
    expect(localStorage.getItem('@gangway/email')).toBeNull()
    persistence.set('emailLoginUsed', true)
    persistence.remove('emailLoginUsed')
    expect(persistence.get('emailLoginUsed')).toBe(false)
  })

  it('keeps at most 2 recent wallets, newest first, unique by id, with only known fields', () => {
    const persistence = createPersistence()
    persistence.set('recentWallets', [wallet('a')])
    persistence.set('recentWallets', [wallet('b'), ...persistence.get('recentWallets')])
    persistence.set('recentWallets', [wallet('a'), ...persistence.get('recentWallets')])
    expect(persistence.get('recentWallets').map((entry) => entry.id)).toEqual(['a', 'b'])
    persistence.set('recentWallets', [wallet('c'), ...persistence.get('recentWallets')])
    expect(persistence.get('recentWallets').map((entry) => entry.id)).toEqual(['c', 'a'])
    persistence.set('recentWallets', [{ ...wallet('d'), provider: {}, secret: 'x' } as WalletEntry])
    expect(persistence.get('recentWallets')).toEqual([wallet('d')])
  })

  it('reads corrupt, foreign, wrongly typed or huge values as the default', () => {
    const persistence = createPersistence()
    const cases: [PersistedKey, string][] = [
      ['emailLoginUsed', '{not json'],
      ['emailLoginUsed', '"true"'],
      ['email', '"not an email"'],
      ['lastUsedChain', '{"id":1}'],
      ['lastEmailLoginTime', '-5'],
      ['smartAccountEnabledNetworks', '1,,2'],
      ['activeNetworkId', '"Foo:1"'],
      ['recentWallets', '{"id":"a"}'],
      ['connectionStatus', '["connected"]'],
      ['socialUsername', JSON.stringify('x'.repeat(2_500_000))],
    ]
    for (const [key, raw] of cases) {
      localStorage.setItem(`@gangway/${key}`, raw)
      expect(persistence.get(key), `${key} = ${raw.slice(0, 20)}`).toEqual(persistedKeys[key].fallback)
    }
    const big = new Map([['@gangway/email', JSON.stringify(`${'x'.repeat(5 * 1024 * 1024)}@a.co`)]])
    const unlimited = createPersistence({
      getItem: (key) => big.get(key) ?? null,
      setItem: (key, value) => void big.set(key, value),
      removeItem: (key) => void big.delete(key),
    })
    expect(unlimited.get('email')).toBeNull()
    localStorage.setItem(
      '@gangway/connectionStatus',
      '{"eip155":"connected","solana":"bogus","Other":"connected","x":"connected","tezos":"connected"}',
    )
    expect(persistence.get('connectionStatus')).toEqual({ eip155: 'connected', tezos: 'connected' })
    localStorage.setItem('@gangway/recentWallets', '[{"id":"a","name":"A"},{"id":5},null]')
    expect(persistence.get('recentWallets')).toEqual([{ id: 'a', name: 'A' }])
  })

  it("keeps the connection of any CAIP-2 namespace: whether a plugin serves it is the kernel's to check", () => {
    const writer = createPersistence()
    writer.set('activeNetworkId', 'tezos:NetXdQprcVkpaWU')
    writer.set('connectionStatus', { tezos: 'connected' })
    writer.set('connectorIds', { tezos: 'temple' })
    const reader = createPersistence()
    expect(reader.get('activeNetworkId')).toBe('tezos:NetXdQprcVkpaWU')
    expect(reader.get('connectionStatus')).toEqual({ tezos: 'connected' })
    expect(reader.get('connectorIds')).toEqual({ tezos: 'temple' })
  })

  it('refuses invalid values on set instead of storing them', () => {
    const persistence = createPersistence()
    expect(persistence.set('activeNetworkId', 'nonsense' as never)).toBe(false)
    expect(persistence.set('emailLoginUsed', 'yes' as never)).toBe(false)
    expect(persistence.set('lastEmailLoginTime', Number.NaN)).toBe(false)
    expect(persistence.set('nope' as never, 1 as never)).toBe(false)
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('never throws when the storage throws on every access, and keeps values in memory', () => {
    const persistence = createPersistence(failingStorage('all'))
    expect(persistence.get('email')).toBeNull()
    expect(persistence.set('email', 'a@b.co')).toBe(true)
    expect(persistence.get('email')).toBe('a@b.co')
    expect(() => persistence.remove('email')).not.toThrow()
    expect(persistence.get('email')).toBeNull()
  })

  it('keeps a value that hit QuotaExceededError in memory instead of reading a stale stored one', () => {
    const storage = failingStorage('write')
    const persistence = createPersistence(storage)
    expect(persistence.set('socialUsername', 'bob')).toBe(true)
    expect(persistence.get('socialUsername')).toBe('bob')
    expect(storage.getItem('@gangway/socialUsername')).toBeNull()
  })

  it('falls back to memory when localStorage itself cannot be reached', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      const persistence = createPersistence()
      persistence.set('connectorIds', { solana: 'phantom' })
      expect(persistence.get('connectorIds')).toEqual({ solana: 'phantom' })
    } finally {
      Object.defineProperty(window, 'localStorage', original)
    }
  })

  it('never throws on arbitrary garbage stored under any key, and returns a valid value', () => {
    const persistence = createPersistence()
    const garbage = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ unit: 'binary' }),
      fc.array(fc.string()).map((parts) => parts.join(',')),
      fc
        .dictionary(fc.constantFrom('eip155', 'solana', 'id', 'name', '__proto__'), fc.jsonValue())
        .map((value) => JSON.stringify(value)),
    )
    fc.assert(
      fc.property(fc.constantFrom(...keys), garbage, (key, raw) => {
        localStorage.setItem(`@gangway/${key}`, raw)
        const value = persistence.get(key)
        expect(persistedKeys[key].normalize(value)).toEqual(value)
      }),
      { numRuns: 500 },
    )
  })
})

describe('createPersistence with corrupt stored values', () => {
  it('removes a value that fails to decode (bad JSON, wrong shape, oversized) when it is read', () => {
    const persistence = createPersistence()
    const cases: [PersistedKey, string][] = [
      ['emailLoginUsed', '{not json'],
      ['email', '"not an email"'],
      ['smartAccountEnabledNetworks', '1,,2'],
      ['recentWallets', '{"id":"a"}'],
      ['connectionStatus', '["connected"]'],
      ['socialUsername', JSON.stringify('x'.repeat(4 * 1024 * 1024))],
    ]
    for (const [key, raw] of cases) {
      localStorage.setItem(`@gangway/${key}`, raw)
      expect(persistence.get(key)).toEqual(persistedKeys[key].fallback)
      expect(localStorage.getItem(`@gangway/${key}`), key).toBeNull()
    }
  })

  it('keeps valid values, absent keys and foreign keys untouched', () => {
    localStorage.setItem('@gangway/email', '"a@b.co"')
    localStorage.setItem('@gangway/socialUsername', 'null')
    localStorage.setItem('host-key', '{not json')
    const persistence = createPersistence()
    expect(persistence.get('email')).toBe('a@b.co')
    expect(persistence.get('socialUsername')).toBeNull()
    expect(persistence.get('lastUsedChain')).toBe(1)
    expect(localStorage.getItem('@gangway/email')).toBe('"a@b.co"')
    expect(localStorage.getItem('@gangway/socialUsername')).toBe('null')
    expect(localStorage.getItem('host-key')).toBe('{not json')
  })

  it('still never throws when removing the corrupt value fails', () => {
    const backing = new Map([['@gangway/connectorIds', '{bad']])
    const persistence = createPersistence({
      getItem: (key) => backing.get(key) ?? null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(persistence.get('connectorIds')).toEqual({})
    expect(persistence.get('connectorIds')).toEqual({})
  })
})
