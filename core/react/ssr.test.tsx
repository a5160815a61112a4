import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { devnetB } from '../../tests/fixtures/devnetB.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { AccountButton, ConnectButton, GangwayProvider, NetworkButton } from './index.js'
import { reactHoistsResources } from './reactHoistsResources.js'

const wallet = createTestWallet()

function kernel(storage?: ReturnType<typeof createMemoryStorage>) {
  return createKernel({
    projectId: 'test',
    networks: [devnetA, devnetB],
    plugins: [createTestChainPlugin(wallet)],
    remoteConfig: false,
    ...(storage ? { storage } : {}),
  } as GangwayConfig)
}

function Page({ gangway }: { gangway: Gangway }) {
  return (
    <GangwayProvider gangway={gangway}>
      <header>
        <NetworkButton />
        <ConnectButton />
        <AccountButton />
      </header>
    </GangwayProvider>
  )
}

describe('server render (node, no window)', () => {
  it('renders GangwayProvider and the three buttons, styles included once (React 19; 18 adds them on the client)', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const gangway = kernel()
    const html = renderToString(<Page gangway={gangway} />)
    expect(html.match(/<button /g)).toHaveLength(2)
    expect(html).toContain('Connect Wallet</button>')
    expect(html).toContain('Devnet A</button>')
    expect(html.match(/<style [^>]*data-href="gangway-buttons"/g) ?? []).toHaveLength(
      reactHoistsResources() ? 1 : 0,
    )
    await gangway.destroy()
  })
})

describe('hydration in jsdom', () => {
  let serverHtml = ''
  let storage: ReturnType<typeof createMemoryStorage>
  let teardown: ((global: typeof globalThis) => unknown) | undefined

  beforeAll(async () => {
    expect(typeof window).toBe('undefined')
    const server = kernel()
    serverHtml = renderToString(<Page gangway={server} />)
    await server.destroy()
    storage = createMemoryStorage()
    const first = kernel(storage)
    await first.ready
    await first.connect('test-wallet')
    await first.switchNetwork('eip155:31338')
    await first.destroy()
    teardown = (await builtinEnvironments.jsdom.setup(globalThis, {})).teardown
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  })
  afterAll(async () => {
    await teardown?.(globalThis)
  })

  async function hydrate(html: string, gangway: Gangway) {
    const { hydrateRoot } = await import('react-dom/client')
    const reported: string[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      reported.push(args.map(String).join(' '))
    })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const root = await act(async () =>
      hydrateRoot(container, <Page gangway={gangway} />, {
        onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
      }),
    )
    consoleError.mockRestore()
    return { container, reported, root }
  }

  it('hydrates the server HTML while the stored session is reconnecting, with no mismatch, then shows the account', async () => {
    const client = kernel(storage)
    expect(client.getState().account?.status).toBe('connecting')
    expect(client.getState().activeNetwork?.name).toBe('Devnet B')
    const { container, reported, root } = await hydrate(serverHtml, client)
    expect(reported).toEqual([])
    await act(() => client.ready)
    await vi.waitFor(() => expect(container.querySelectorAll('button')).toHaveLength(3))
    const [network, connect, account] = [...container.querySelectorAll('button')].map((b) => b.textContent)
    expect(network).toBe('Devnet B')
    expect(connect).toMatch(/^(1\.234 ETH)?0xf39F…2266$/)
    await vi.waitFor(() =>
      expect(container.querySelectorAll('button')[1]?.textContent).toBe('1.234 ETH0xf39F…2266'),
    )
    expect(account).toBe(connect)
    if (reactHoistsResources()) expect(container.querySelectorAll('style')).toHaveLength(1)
    else expect(document.head.querySelectorAll('style[data-gangway-buttons]')).toHaveLength(1)
    act(() => root.unmount())
    await client.destroy()
  })

  it('would report a mismatch: hydrating HTML that differs from the client render is caught', async () => {
    const client = kernel(storage)
    const { reported, root } = await hydrate(serverHtml.replace('Devnet A', 'Devnet X'), client)
    expect(reported.join('\n')).toMatch(/hydrat/i)
    act(() => root.unmount())
    await client.destroy()
  })
})
