import { describe, expect, it } from 'vitest'
import { createDefaultSiwx } from './createDefaultSiwx.js'
import type { SiwxMessenger } from './SiwxMessenger.js'
import type { SiwxSession } from './SiwxSession.js'
import type { SiwxStorage } from './SiwxStorage.js'

const session = (chainId: 'eip155:1' | 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'): SiwxSession => ({
  data: {
    domain: 'app.example',
    uri: 'https://app.example/',
    version: '1',
    chainId,
    accountAddress: 'abc',
    nonce: 'nonce12345',
    issuedAt: '2026-01-01T00:00:00.000Z',
  },
  message: 'text',
  signature: 'sig',
})

function memoryStorage(): SiwxStorage & { readonly kept: SiwxSession[] } {
  const kept: SiwxSession[] = []
  return {
    kept,
    add: async (item) => {
      kept.push(item)
      return item
    },
    set: async (items) => void kept.splice(0, kept.length, ...items),
    get: async (chainId) => kept.filter((item) => item.data.chainId === chainId),
    delete: async (chainId) =>
      void kept.splice(0, kept.length, ...kept.filter((item) => item.data.chainId !== chainId)),
  }
}
const unused = () => {
  throw new Error('the default was built although an option replaced it')
}

describe('createDefaultSiwx', () => {
  it('uses the messenger and storage given instead of the server defaults', async () => {
    const storage = memoryStorage()
    const messenger: SiwxMessenger = {
      createMessage: async (input) => ({ ...session('eip155:1').data, ...input, toString: () => 'mine' }),
    }
    const siwx = createDefaultSiwx(
      { messenger, storage, required: true },
      { messenger: unused, storage: unused },
    )
    expect(`${await siwx.createMessage({ chainId: 'eip155:1', accountAddress: '0x1' })}`).toBe('mine')
    await siwx.addSession(session('eip155:1'))
    expect(await siwx.getSessions('eip155:1', 'abc')).toHaveLength(1)
    await siwx.revokeSession('eip155:1', 'abc')
    expect(storage.kept).toEqual([])
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
  })

  it('runs the verifiers of the session’s namespace before keeping it, and refuses what one refuses', async () => {
    const storage = memoryStorage()
    const checked: string[] = []
    const siwx = createDefaultSiwx(
      {
        storage,
        verifiers: [
          {
            chainNamespace: 'eip155',
            verify: async () => {
              checked.push('eip155')
              return false
            },
          },
          {
            chainNamespace: 'solana',
            verify: async () => {
              checked.push('solana')
              return true
            },
          },
        ],
      },
      { messenger: () => ({ createMessage: unused }), storage: unused },
    )
    await expect(siwx.addSession(session('eip155:1'))).rejects.toThrow(
      'A problem occurred while trying initialize authentication',
    )
    await siwx.addSession(session('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
    expect(checked).toEqual(['eip155', 'solana'])
    expect(storage.kept.map((item) => item.data.chainId)).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })
})
