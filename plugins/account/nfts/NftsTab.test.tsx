// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Gangway, Nft } from '../../../entries/plugin.js'
import { type ApiServer, startApiServer } from '../../../tests/fixtures/startApiServer.js'
import { renderAccountPanel } from '../test/renderAccountPanel.js'
import { NftsTab } from './NftsTab.js'
import { NftTile } from './NftTile.js'

const chainId = 'eip155:31337'
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
let api: ApiServer
let run = 0
const made: Gangway[] = []
const images: FakeImage[] = []

class FakeImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  constructor() {
    images.push(this)
  }
}

const nft = (tokenId: string, name: string, collection: string, isSpam = false) => ({
  id: `${chainId}/${contract}/${tokenId}`,
  chainId,
  contract,
  tokenId,
  name,
  imageUrl: `http://127.0.0.1/nft-${run}-${tokenId}.svg`,
  collection: { name: collection, symbol: 'GLH' },
  is_spam: isSpam,
})

beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api.close())
beforeEach(() => {
  run += 1
  images.length = 0
  vi.stubGlobal('Image', FakeImage)
})
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

const tiles = () => screen.getAllByRole('listitem')

describe('NftsTab', () => {
  it('shows the NFTs as a two-column grid of image placeholder, name and collection, the spam ones hidden', async () => {
    api.answer = () => ({
      json: {
        data: [
          nft('1', 'Lighthouse #1', 'Gangway Lighthouses'),
          nft('2', 'Free Airdrop Claim #2', 'Free Airdrop Claim', true),
          nft('3', 'Lighthouse #3', 'Gangway Lighthouses'),
          nft('4', 'Lighthouse #4', 'Gangway Lighthouses'),
        ],
        next: null,
      },
    })
    await renderAccountPanel(<NftsTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    expect(tiles().map((tile) => tile.textContent)).toEqual([
      'LLighthouse #1Gangway Lighthouses',
      'LLighthouse #3Gangway Lighthouses',
      'LLighthouse #4Gangway Lighthouses',
    ])
    expect(tiles().map((tile) => [tile.style.left, tile.style.top])).toEqual([
      ['0%', '0px'],
      ['50%', '0px'],
      ['0%', '196px'],
    ])
    expect(screen.queryByText(/Free Airdrop/)).toBeNull()
    const asked = api.requests.find((url) => url.pathname.endsWith('/nfts'))
    expect(asked?.pathname).toBe('/api/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/nfts')
    expect(asked?.searchParams.get('chainId')).toBe(chainId)
  })

  it('shows the image once it has loaded', async () => {
    api.answer = () => ({ json: { data: [nft('7', 'Lighthouse #7', 'Gangway Lighthouses')], next: null } })
    await renderAccountPanel(<NftsTab />, { api: api.url, made })
    const [tile] = await screen.findAllByRole('listitem')
    expect(tile!.querySelector('img')).toBeNull()
    const preload = await waitFor(() => {
      const found = images.find((image) => image.src.endsWith(`nft-${run}-7.svg`))
      expect(found).toBeDefined()
      return found!
    })
    act(() => preload.onload?.())
    expect(tile!.querySelector('img')?.getAttribute('src')).toBe(`http://127.0.0.1/nft-${run}-7.svg`)
    expect(tile!.querySelector('img')?.getAttribute('loading')).toBe('lazy')
  })

  it('opens the NftDetail view of the tile chosen', async () => {
    api.answer = () => ({ json: { data: [nft('9', 'Lighthouse #9', 'Gangway Lighthouses')], next: null } })
    const gangway = await renderAccountPanel(<NftsTab />, { api: api.url, made })
    const [tile] = await screen.findAllByRole('listitem')
    fireEvent.click(within(tile!).getByRole('button'))
    expect(gangway.stores.modal.getState().history.at(-1)).toEqual({
      view: 'NftDetail',
      params: { id: `${chainId}/${contract}/9` },
    })
  })

  it('says so when the API fails, and when the account holds no NFT', async () => {
    api.answer = () => ({ status: 400, json: { error: 'bad' } })
    await renderAccountPanel(<NftsTab />, { api: api.url, made })
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the NFTs')
    cleanup()
    api.answer = () => ({ json: { data: [nft('5', 'Spam', 'Spam', true)], next: null } })
    await renderAccountPanel(<NftsTab />, { api: api.url, made })
    expect(await screen.findByText('No NFTs on this network yet.')).toBeTruthy()
  })
})

describe('NftTile', () => {
  const tileNft: Nft = {
    id: `${chainId}/${contract}/11`,
    chainId,
    contract,
    tokenId: '11',
    name: 'Lighthouse #11',
    imageUrl: 'http://127.0.0.1/slow-11.svg',
    collection: { name: 'Gangway Lighthouses' },
    isSpam: false,
  }

  it('keeps the placeholder until the image loads, giving up the wait after 2,000 ms, and shows an image that arrives later', () => {
    vi.useFakeTimers()
    render(<NftTile nft={tileNft} onOpen={() => {}} />)
    const frame = () => document.querySelector('[data-status]')!
    expect(frame().getAttribute('data-status')).toBe('loading')
    expect(frame().textContent).toBe('L')
    act(() => vi.advanceTimersByTime(1_999))
    expect(frame().getAttribute('data-status')).toBe('loading')
    act(() => vi.advanceTimersByTime(1))
    expect(frame().getAttribute('data-status')).toBe('error')
    expect(frame().textContent).toBe('L')
    act(() => images.at(-1)?.onload?.())
    expect(frame().querySelector('img')?.getAttribute('src')).toBe(tileNft.imageUrl)
  })
})
