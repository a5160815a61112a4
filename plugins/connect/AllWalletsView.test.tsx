// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Gangway, Network, WalletEntry } from '../../entries/plugin.js'
import { loadedImages } from './loadedImages.js'
import { generateWallets } from './test/generateWallets.js'
import { hostileWalletAnswer } from './test/hostileWalletAnswer.js'
import { setupConnectTest } from './test/setupConnectTest.js'
import { type DirectoryServer, startDirectoryServer } from './test/startDirectoryServer.js'
import { walletSprites } from './walletSprites.js'

const wallets: WalletEntry[] = generateWallets(3000)
wallets[3] = {
  ...wallets[3]!,
  name: 'Directory copy of Test Wallet',
  rdns: 'dev.gangway.test',
  chains: ['eip155:1'],
}

let server: DirectoryServer
const made: Gangway[] = []
beforeAll(async () => {
  server = await startDirectoryServer(wallets)
  server.imageSprites = 40
})
afterAll(() => server.close())
afterEach(async () => {
  cleanup()
  server.failWith = undefined
  server.answer = undefined
  server.delays.clear()
  server.requests.length = 0
  server.imageSprites = 40
  for (const gangway of made.splice(0)) await gangway.destroy()
  walletSprites.clear()
  loadedImages.clear()
})

async function setup(config: Parameters<typeof setupConnectTest>[0]['config'] = {}, open = true) {
  const testbed = await setupConnectTest({ directory: server.url, config, open })
  made.push(testbed.gangway)
  await testbed.renderView('AllWallets')
  return testbed
}

const list = () => screen.getByRole('list', { name: 'All Wallets' })
const rowNames = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.gw-li-label')?.textContent)
const scroller = () => list().parentElement as HTMLElement
const ROW = 120
const gridHeight = (tiles: number) => `${Math.ceil(tiles / 4) * ROW - 8}px`
const scrollTo = (top: number) => {
  scroller().scrollTop = top
  fireEvent.scroll(scroller())
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const searches = () => server.requests.filter((query) => query.has('search'))
const firstPage = wallets.filter((wallet) => wallet.chains?.includes('eip155:1')).slice(0, 40)
const imageOf = (wallet: WalletEntry | undefined) =>
  `${server.url}/getWalletImage/${wallet?.image_id}?st=gangway&sv=0.1.0&projectId=test-project`
const identity = 'st=gangway&sv=0.1.0&projectId=test-project'
const spriteOf = (list: readonly (WalletEntry | undefined)[]) =>
  `${server.url}/getWalletImages?ids=${encodeURIComponent(list.map((wallet) => wallet?.image_id).join(','))}&${identity}`
const named = (name: string | null | undefined) => wallets.find((wallet) => wallet.name === name)
/**
 * Opens All Wallets, searches for `search` and waits until `first` leads and every one of the 16 visible
 * tiles has an image; returns what those tiles show (name, image URL, sprite cell).
 */
async function searchShown(search: string, first: string) {
  await setup()
  await firstPageShown()
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: search } })
  await waitFor(() => expect(rowNames()[0]).toBe(first))
  const shown = () =>
    within(list())
      .getAllByRole('listitem')
      .filter((tile) => Number(tile.dataset.index) < 16)
      .map((tile) => ({
        name: tile.querySelector('.gw-li-label')?.textContent,
        src: tile.querySelector('img')?.getAttribute('src'),
        position: tile.querySelector('img')?.style.objectPosition,
      }))
  await waitFor(() => expect(shown().every((tile) => tile.src)).toBe(true))
  return shown
}
/** Records the URL of every image created with `new Image()` until restored. */
function recordImages() {
  const requested: string[] = []
  const original = globalThis.Image
  globalThis.Image = function recordingImage() {
    const image = new original()
    Object.defineProperty(image, 'src', { get: () => '', set: (value: string) => requested.push(value) })
    return image
  } as unknown as typeof Image
  return { requested, restore: () => (globalThis.Image = original) }
}
const firstPageShown = () => waitFor(() => expect(rowNames()).toContain('Amber Vault 0001'))

describe('AllWallets view', () => {
  it('shows skeleton tiles, then the first 40 wallets as a grid with only the visible rows in the DOM', async () => {
    await setup({}, false)
    expect(screen.getAllByTestId('wallet-skeleton').length).toBeGreaterThan(0)
    await firstPageShown()
    expect(screen.queryAllByTestId('wallet-skeleton')).toHaveLength(0)
    const first = server.requests[0]!
    expect(Object.fromEntries(first)).toMatchObject({ page: '1', entries: '40', chains: 'eip155:1' })
    expect(first.has('search')).toBe(false)
    expect(first.get('projectId')).toBe('test-project')
    const items = within(list()).getAllByRole('listitem')
    expect(items.length).toBeLessThan(40)
    expect(items[0]?.getAttribute('aria-setsize')).toBe('40')
    expect(scroller().dataset.columns).toBe('4')
    expect(list().style.height).toBe(gridHeight(40))
  })

  it('puts installed wallets first, tagged, without their directory duplicate, and connects them', async () => {
    const { gangway, wallet } = await setup()
    await firstPageShown()
    expect(rowNames()[0]).toBe('Test Wallet')
    const first = within(list()).getAllByRole('listitem')[0] as HTMLElement
    expect(within(first).getByText('Installed')).toBeTruthy()
    expect(rowNames()).not.toContain('Directory copy of Test Wallet')
    expect(rowNames()[1]).toBe('Amber Vault 0001')
    fireEvent.click(within(first).getByRole('button'))
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('connected'),
    )
    expect(wallet.calls).toContain('connect')
  })

  it('opens the pairing view with the wallet for a wallet that is not installed', async () => {
    const { gangway } = await setup()
    fireEvent.click(await screen.findByText('Amber Vault 0001'))
    expect(gangway.stores.modal.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      params: { wallet: wallets[0] },
    })
  })

  it('loads the next page when scrolled near the end, keeping the DOM small', async () => {
    await setup()
    await firstPageShown()
    await sleep(50)
    expect(server.requests.filter((query) => query.get('page') === '2')).toHaveLength(0)
    scrollTo(3 * ROW)
    await waitFor(() =>
      expect(Object.fromEntries(server.requests.at(-1)!)).toMatchObject({ page: '2', entries: '40' }),
    )
    await waitFor(() => expect(list().style.height).toBe(gridHeight(80)))
    scrollTo(17 * ROW)
    const secondPage = wallets.filter((wallet) => wallet.chains?.includes('eip155:1')).slice(40, 80)
    await waitFor(() => expect(rowNames()).toContain(secondPage[30]?.name))
    expect(within(list()).getAllByRole('listitem').length).toBeLessThan(40)
    expect(rowNames()).not.toContain('Amber Vault 0001')
  })

  it('searches after a 300 ms pause with the text trimmed, 100 per page', async () => {
    await setup()
    await firstPageShown()
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    for (const text of ['F', 'Fj', '  Fjord  ']) {
      fireEvent.change(input, { target: { value: text } })
      await sleep(100)
    }
    expect(searches()).toHaveLength(0)
    await sleep(150)
    expect(searches()).toHaveLength(0)
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(Object.fromEntries(searches()[0]!)).toMatchObject({ search: 'Fjord', entries: '100', page: '1' })
    await waitFor(() => expect(rowNames()[0]).toBe('Fjord Vault 0006'))
    expect(rowNames().every((name) => name?.startsWith('Fjord'))).toBe(true)
    fireEvent.change(input, { target: { value: 'Fjord ' } })
    await sleep(450)
    expect(searches()).toHaveLength(1)
  })

  it('ignores the answer of an earlier, slower search', async () => {
    await setup()
    await firstPageShown()
    server.delays.set('amber', 600)
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(input, { target: { value: 'Amber' } })
    await waitFor(() => expect(searches()).toHaveLength(1))
    fireEvent.change(input, { target: { value: 'Birch' } })
    await waitFor(() => expect(rowNames()[0]).toBe('Birch Vault 0002'))
    await sleep(700)
    expect(rowNames()[0]).toBe('Birch Vault 0002')
    expect(rowNames().some((name) => name?.startsWith('Amber'))).toBe(false)
  })

  it('shows an empty state when nothing matches', async () => {
    await setup()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'zzz' } })
    expect(await screen.findByText('No wallets match “zzz”')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the error when the directory fails and loads on retry', async () => {
    server.failWith = 500
    await setup()
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert.textContent).toContain('Could not load wallets')
    expect(server.requests.length).toBeGreaterThan(1)
    server.failWith = undefined
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rowNames()).toContain('Amber Vault 0001'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('puts at most 40 valid, unique wallets in state from a 5,000-entry answer with duplicates and junk', async () => {
    server.answer = { body: hostileWalletAnswer(5_000) }
    await setup()
    await firstPageShown()
    const setSize = Number(within(list()).getAllByRole('listitem')[0]?.getAttribute('aria-setsize'))
    expect(setSize).toBe(1 + 40)
    expect(list().style.height).toBe(gridHeight(setSize))
    const names = rowNames()
    expect(new Set(names).size).toBe(names.length)
  })

  it('still lists wallets when only testnets are configured', async () => {
    const sepolia: Network = {
      id: 11155111,
      caipNetworkId: 'eip155:11155111',
      chainNamespace: 'eip155',
      name: 'Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    }
    await setup({ networks: [sepolia] })
    await waitFor(() => expect(rowNames()).toContain('Amber Vault 0001'))
    expect(server.requests[0]?.has('chains')).toBe(false)
  })

  it("prefetches the images of the first 20 wallets in sprites, the visible tiles' with them", async () => {
    const images = recordImages()
    try {
      await setup()
      await firstPageShown()
      const inSprite = (wallet: WalletEntry | undefined) =>
        walletSprites.cell(imageOf(wallet)).src.startsWith(`${server.url}/getWalletImages?`)
      await waitFor(() => expect(firstPage.slice(0, 20).every(inSprite)).toBe(true))
      await waitFor(() => expect(images.requested.length).toBeGreaterThan(0))
      // the prefetch asks for sprites only, and not for the wallets further down
      expect(images.requested.every((url) => url.startsWith(`${server.url}/getWalletImages?`))).toBe(true)
      expect(inSprite(firstPage[35])).toBe(false)
    } finally {
      images.restore()
    }
  })

  it('prefetches no images for a search answer: its tiles load their own, the keystroke costs no more', async () => {
    await setup()
    await firstPageShown()
    const images = recordImages()
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
        target: { value: 'Fjord' },
      })
      await waitFor(() => expect(searches()).toHaveLength(1))
      await waitFor(() => expect(rowNames()[0]).toBe('Fjord Vault 0006'))
      await sleep(100)
      // only the first page's prefetch (in sprites): nothing for the answer's wallets
      const ofFirstPage = (url: string) =>
        (new URL(url).searchParams.get('ids') ?? '')
          .split(',')
          .every((id) => firstPage.some((wallet) => wallet.image_id === id))
      expect(images.requested.filter((url) => !ofFirstPage(url))).toEqual([])
    } finally {
      images.restore()
    }
  })

  it('prefetches the images of the first 20 wallets when the modal opens, before All Wallets is shown', async () => {
    const { gangway } = await setupConnectTest({ directory: server.url, open: false })
    made.push(gangway)
    await sleep(50)
    const images = recordImages()
    try {
      await sleep(50)
      expect(images.requested).toHaveLength(0)
      await gangway.open()
      await waitFor(() => expect(images.requested).toEqual([spriteOf(firstPage.slice(0, 20))]))
    } finally {
      images.restore()
    }
  })

  it('gives the tiles of the visible rows their image once the first frame is shown, not the rows beyond', async () => {
    await setup()
    await firstPageShown()
    const tiles = () => within(list()).getAllByRole('listitem')
    await waitFor(() => expect(tiles()[0]?.querySelector('img')).not.toBeNull())
    const visible = tiles().filter((tile) => Number(tile.dataset.index) < 16)
    const beyond = tiles().filter((tile) => Number(tile.dataset.index) >= 16)
    expect(visible.every((tile) => tile.querySelector('img'))).toBe(true)
    expect(beyond.length).toBeGreaterThan(0)
    expect(beyond.some((tile) => tile.querySelector('img'))).toBe(false)
  })

  it("loads the images of a search answer's visible tiles in one sprite; when it fails, each from its own URL", async () => {
    const shown = await searchShown('Satchel', 'Amber Satchel 0081')
    const sprite = spriteOf(shown().map((tile) => named(tile.name)))
    expect(shown()).toHaveLength(16)
    expect(shown().map((tile) => tile.src)).toEqual(shown().map(() => sprite))
    expect(shown().map((tile) => tile.position)).toEqual(
      shown().map((_, index) => `${(index / 15) * 100}% 50%`),
    )
    // the rows beyond the visible ones are not in it: they ask when they are scrolled to
    expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(16)
    fireEvent.error(list().querySelector('img')!)
    await waitFor(() =>
      expect(shown()).toEqual(
        shown().map((tile) => ({ ...tile, src: imageOf(named(tile.name)), position: '' })),
      ),
    )
  })

  it('splits the visible tiles into sprites of at most what the directory serves in one', async () => {
    // A directory that serves 10 images a sprite: 16 tiles are two sprites, not 16 images of their own.
    server.imageSprites = 10
    const tiles = (await searchShown('Satchel', 'Amber Satchel 0081'))()
    const first = spriteOf(tiles.slice(0, 10).map((tile) => named(tile.name)))
    const second = spriteOf(tiles.slice(10).map((tile) => named(tile.name)))
    expect(tiles.map((tile) => tile.src)).toEqual([
      ...tiles.slice(0, 10).map(() => first),
      ...tiles.slice(10).map(() => second),
    ])
    expect(tiles.map((tile) => tile.position)).toEqual([
      ...tiles.slice(0, 10).map((_, index) => `${(index / 9) * 100}% 50%`),
      ...tiles.slice(10).map((_, index) => `${(index / 5) * 100}% 50%`),
    ])
  })

  it('shows the images of the visible tiles together, once the last of them has loaded (a directory without sprites)', async () => {
    // A directory that follows the directory API alone: its answers say nothing of sprites.
    server.imageSprites = undefined
    await setup()
    await firstPageShown()
    const images = () =>
      within(list())
        .getAllByRole('listitem')
        .filter((tile) => Number(tile.dataset.index) < 16)
        .map((tile) => tile.querySelector('img'))
        .filter((image): image is HTMLImageElement => image !== null)
    await waitFor(() => expect(images().length).toBeGreaterThan(8))
    // It is asked for no sprite: each tile loads its own image.
    expect(images().filter((image) => image.src.includes('/getWalletImages?'))).toEqual([])
    expect(new Set(images().map((image) => image.src)).size).toBe(images().length)
    const [last, ...others] = images()
    for (const image of others) fireEvent.load(image)
    expect(images().every((image) => image.style.display === 'none')).toBe(true)
    fireEvent.load(last!)
    await waitFor(() => expect(images().every((image) => image.style.display === '')).toBe(true))
  })

  it('moves focus across the grid with the arrow keys, and Enter chooses the focused wallet', async () => {
    const { gangway } = await setup()
    await waitFor(() => expect(rowNames()[1]).toBe('Amber Vault 0001'))
    const tabbable = list().querySelectorAll<HTMLElement>('button[tabindex="0"]')
    expect(tabbable).toHaveLength(1)
    tabbable[0]?.focus()
    const focusedName = () => document.activeElement?.querySelector('.gw-li-label')?.textContent
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(focusedName()).toBe('Amber Vault 0001')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect(focusedName()).toBe(rowNames()[5])
    const size = within(list()).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    await waitFor(() =>
      expect(document.activeElement?.closest('li')?.getAttribute('aria-posinset')).toBe(size),
    )
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    await waitFor(() => expect(focusedName()).toBe('Test Wallet'))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' })
    expect(gangway.stores.modal.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      params: { wallet: wallets[0] },
    })
  })

  it('asks the directory for the first page when the modal opens, never before, and shows it in the first render', async () => {
    const { gangway, renderView } = await setupConnectTest({ directory: server.url, open: false })
    made.push(gangway)
    await sleep(100)
    expect(server.requests).toHaveLength(0)
    await gangway.open()
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(Object.fromEntries(server.requests[0]!)).toMatchObject({ page: '1', entries: '40' })
    await sleep(300)
    await renderView('AllWallets')
    expect(rowNames()).toContain('Amber Vault 0001')
    expect(screen.queryAllByTestId('wallet-skeleton')).toHaveLength(0)
    await sleep(50)
    expect(server.requests).toHaveLength(1)
  })

  it('shows the loaded wallets that match a search while a slow directory answers, then its answer; clearing shows the list again', async () => {
    await setup()
    await firstPageShown()
    server.delays.set('birch', 800)
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(input, { target: { value: 'Birch' } })
    await waitFor(() => expect(searches()).toHaveLength(1))
    await waitFor(() => expect(rowNames()[0]).toBe('Birch Vault 0002'), { timeout: 400 })
    expect(rowNames().every((name) => name?.startsWith('Birch'))).toBe(true)
    expect(rowNames()).not.toContain('Birch Locker 0072')
    await waitFor(() => expect(rowNames()).toContain('Birch Locker 0072'))
    const pages = server.requests.length
    fireEvent.change(input, { target: { value: '' } })
    await waitFor(() => expect(rowNames()).toContain('Amber Vault 0001'))
    await sleep(100)
    expect(server.requests).toHaveLength(pages)
  })

  it('shows a quick answer as the first list of the search: the loaded matches are not shown to be replaced a moment later', async () => {
    await setup()
    await firstPageShown()
    server.delays.set('birch', 30)
    const lists: string[][] = []
    const observer = new MutationObserver(() =>
      lists.push(rowNames().filter((name): name is string => !!name)),
    )
    observer.observe(list(), { childList: true, subtree: true, characterData: true })
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
        target: { value: 'Birch' },
      })
      await waitFor(() => expect(rowNames()).toContain('Birch Locker 0072'))
    } finally {
      observer.disconnect()
    }
    const birchLists = lists.filter((names) => names[0]?.startsWith('Birch'))
    expect(birchLists.length).toBeGreaterThan(0)
    expect(birchLists.every((names) => names.includes('Birch Locker 0072'))).toBe(true)
    expect(searches()).toHaveLength(1)
  })
})
