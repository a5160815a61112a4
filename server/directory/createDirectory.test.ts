import { afterEach, describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../core/types/Connector.js'
import type { GangwayStore } from '../storage/GangwayStore.js'
import type { StoredImage } from '../storage/StoredImage.js'
import { createDirectory } from './createDirectory.js'

const wallet = (slug: string): WalletEntry => ({
  id: `id-${slug}`,
  name: `Wallet ${slug}`,
  image_id: `img-${slug}`,
  rdns: `dev.test.${slug}`,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chains: ['eip155:1'],
})

/** The directory's part of the store, in memory, counting what the directory asks of it. */
function memoryStore() {
  const stored = new Map<string, StoredImage>()
  let changes = 0
  const asked: string[] = []
  const store: Pick<GangwayStore, 'wallets' | 'images'> = {
    wallets: {
      edits: async () => [],
      version: async () => String(changes),
      put: async () => {},
      revert: async () => false,
    },
    images: {
      ids: async () => [...stored.keys()],
      get: async (id) => {
        asked.push(id)
        return stored.get(id)
      },
      put: async (id, image) => {
        stored.set(id, image)
        changes++
      },
      remove: async (id) => {
        changes++
        return stored.delete(id)
      },
    },
  }
  return { store, asked }
}

const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

describe('createDirectory', () => {
  it('draws the image of a wallet with none stored without asking the database, once per wallet', async () => {
    const { store, asked } = memoryStore()
    const directory = await createDirectory(store, [wallet('a'), wallet('b')])
    closers.push(directory.close)
    const first = await directory.walletImage('img-a')
    expect(first?.contentType).toBe('image/png')
    expect(await directory.walletImage('img-a')).toBe(first)
    expect((await directory.walletImage('id-b'))?.contentType).toBe('image/png')
    expect(await directory.storedImage('ETH')).toBeUndefined()
    expect(asked).toEqual([])
  })

  it('serves a stored image from the store once, then from memory; one stored later once the directory reloads', async () => {
    const { store, asked } = memoryStore()
    const logo: StoredImage = { contentType: 'image/webp', bytes: new Uint8Array([1, 2, 3]) }
    await store.images.put('img-a', logo)
    const directory = await createDirectory(store, [wallet('a'), wallet('b')], { refreshMs: 60_000 })
    closers.push(directory.close)
    expect(await directory.walletImage('img-a')).toEqual(logo)
    expect(await directory.walletImage('id-a')).toEqual(logo)
    expect(asked).toEqual(['img-a'])

    const other: StoredImage = { contentType: 'image/png', bytes: new Uint8Array([4, 5]) }
    await store.images.put('img-b', other)
    expect((await directory.walletImage('img-b'))?.bytes).not.toEqual(other.bytes)
    await directory.refresh()
    expect(await directory.walletImage('img-b')).toEqual(other)
  })

  it('serves an image put through its images at once, and draws one again once it is removed there', async () => {
    const { store } = memoryStore()
    const directory = await createDirectory(store, [wallet('a')], { refreshMs: 60_000 })
    closers.push(directory.close)
    const drawn = await directory.walletImage('img-a')
    const logo: StoredImage = { contentType: 'image/webp', bytes: new Uint8Array([9]) }
    await directory.images.put('img-a', logo)
    expect(await directory.walletImage('img-a')).toEqual(logo)
    await directory.images.put('devnet-nft-1', logo)
    expect(await directory.storedImage('devnet-nft-1')).toEqual(logo)
    expect(await directory.images.remove('img-a')).toBe(true)
    expect(await directory.walletImage('img-a')).toEqual(drawn)
  })
})
