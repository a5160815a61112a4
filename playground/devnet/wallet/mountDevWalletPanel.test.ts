// @vitest-environment jsdom
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createDevWalletProvider } from './createDevWalletProvider.js'
import { mountDevWalletPanel } from './mountDevWalletPanel.js'

const chains = [{ chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:9' }]

function setup() {
  document.body.replaceChildren()
  const one = createDevWalletProvider({ chains, autoApprove: false, storageKey: 'one' })
  const two = createDevWalletProvider({ chains, storageKey: 'two' })
  const unmount = mountDevWalletPanel({
    wallets: [
      { name: 'Dev One', provider: one },
      { name: 'Dev Two', provider: two },
    ],
    container: document.body,
  })
  const host = document.querySelector('[data-testid="dev-wallet-panel-host"]')!
  const root = host.shadowRoot!
  const section = (name: string) =>
    root.querySelector(`[data-testid="dev-wallet-section"][data-wallet="${name}"]`)!
  const click = (element: Element | null | undefined) => {
    element?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  }
  return { one, two, unmount, root, section, click }
}

describe('mountDevWalletPanel', () => {
  it('lists pending requests with Approve and Reject that settle them', async () => {
    const { one, section, click } = setup()
    const requests = () => section('Dev One').querySelectorAll('[data-testid="dev-wallet-request"]')
    expect(requests()).toHaveLength(0)
    expect(section('Dev One').textContent).toContain('No pending requests')
    const connecting = one.request({ method: 'eth_requestAccounts' })
    await Promise.resolve()
    expect(requests()).toHaveLength(1)
    expect(requests()[0]!.getAttribute('data-method')).toBe('eth_requestAccounts')
    click(requests()[0]!.querySelector('[data-testid="dev-wallet-approve"]'))
    const [address] = (await connecting) as `0x${string}`[]
    expect(requests()).toHaveLength(0)
    expect(section('Dev One').querySelector('[data-testid="dev-wallet-status"]')!.textContent).toContain(
      'connected',
    )
    const signing = one.request({ method: 'personal_sign', params: ['0x68690a', address] })
    const rejecting = one.request({ method: 'personal_sign', params: ['0x6e6f', address] })
    await Promise.resolve()
    expect(requests()).toHaveLength(2)
    expect(requests()[1]!.querySelector('[data-testid="dev-wallet-request-params"]')!.textContent).toContain(
      '0x6e6f',
    )
    click(requests()[1]!.querySelector('[data-testid="dev-wallet-reject"]'))
    await expect(rejecting).rejects.toMatchObject({ code: 4001 })
    click(requests()[0]!.querySelector('[data-testid="dev-wallet-approve"]'))
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address: address!, message: { raw: '0x68690a' }, signature })).toBe(true)
  })

  it('drives auto-approve per wallet from its switch, and unmounts cleanly', async () => {
    const { one, two, section, unmount } = setup()
    const toggle = (name: string) =>
      section(name).querySelector<HTMLInputElement>('[data-testid="dev-wallet-auto-approve"]')!
    expect(toggle('Dev One').checked).toBe(false)
    expect(toggle('Dev Two').checked).toBe(true)
    const pending = one.request({ method: 'eth_requestAccounts' })
    await Promise.resolve()
    toggle('Dev One').click()
    expect(one.autoApprove).toBe(true)
    expect(await pending).toHaveLength(2)
    toggle('Dev Two').click()
    expect(two.autoApprove).toBe(false)
    expect(toggle('Dev Two').checked).toBe(false)
    unmount()
    expect(document.querySelector('[data-testid="dev-wallet-panel-host"]')).toBeNull()
    two.setAutoApprove(true)
  })
})
