// @vitest-environment jsdom
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it } from 'vitest'
import { createDevWalletProvider } from '../../wallet/createDevWalletProvider.js'
import { mountDevWalletPanel } from '../../wallet/mountDevWalletPanel.js'
import { createSolanaDevWallet } from './createSolanaDevWallet.js'
import { registerSolanaDevWallet } from './registerSolanaDevWallet.js'

const chains = [{ chain: 'solana:localtest' as const, rpcUrl: 'http://127.0.0.1:9' }]

describe('the Solana dev wallet in a page', () => {
  it('reaches the official @wallet-standard/app registry, whether it registers before or after the app', () => {
    const before = createSolanaDevWallet({ chains, name: 'Before App' })
    const uninstallBefore = registerSolanaDevWallet(before)
    const registry = getWallets()
    const after = createSolanaDevWallet({ chains, name: 'After App' })
    const uninstallAfter = registerSolanaDevWallet(after)
    expect(registry.get().map((wallet) => wallet.name)).toEqual(['Before App', 'After App'])
    uninstallBefore()
    uninstallAfter()
    expect(registry.get()).toEqual([])
  })

  it('shares the approval panel with the EVM dev wallet: Approve and Reject settle its requests, auto-approve per wallet', async () => {
    document.body.replaceChildren()
    const evm = createDevWalletProvider({
      chains: [{ chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:9' }],
    })
    const solana = createSolanaDevWallet({ chains, autoApprove: false })
    const unmount = mountDevWalletPanel({
      wallets: [
        { name: 'EVM', provider: evm },
        { name: 'Solana', provider: solana },
      ],
    })
    const root = document.querySelector('[data-testid="dev-wallet-panel-host"]')!.shadowRoot!
    const section = root.querySelector('[data-testid="dev-wallet-section"][data-wallet="Solana"]')!
    const requests = () => section.querySelectorAll('[data-testid="dev-wallet-request"]')
    expect(section.querySelector('[data-testid="dev-wallet-status"]')?.textContent).toContain(
      'not connected · chain solana:localtest',
    )
    const connecting = solana.features['standard:connect'].connect()
    await Promise.resolve()
    expect(requests()[0]?.getAttribute('data-method')).toBe('standard:connect')
    requests()[0]!.querySelector<HTMLButtonElement>('[data-testid="dev-wallet-approve"]')!.click()
    const [account] = (await connecting).accounts
    expect(section.querySelector('[data-testid="dev-wallet-status"]')?.textContent).toMatch(/^connected/)
    const signing = solana.features['solana:signMessage'].signMessage({
      account: account!,
      message: new TextEncoder().encode('no thanks'),
    })
    await Promise.resolve()
    expect(requests()[0]?.querySelector('[data-testid="dev-wallet-request-params"]')?.textContent).toContain(
      'no thanks',
    )
    requests()[0]!.querySelector<HTMLButtonElement>('[data-testid="dev-wallet-reject"]')!.click()
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    section.querySelector<HTMLInputElement>('[data-testid="dev-wallet-auto-approve"]')!.click()
    expect(solana.autoApprove).toBe(true)
    expect(evm.autoApprove).toBe(true)
    unmount()
    expect(document.querySelector('[data-testid="dev-wallet-panel-host"]')).toBeNull()
  })
})
