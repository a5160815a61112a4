import { describe, expect, it } from 'vitest'
import { announceDevWallet } from './announceDevWallet.js'
import { createDevWalletProvider } from './createDevWalletProvider.js'
import type { DevWalletInfo } from './DevWalletInfo.js'

interface Announced {
  readonly info: DevWalletInfo
  readonly provider: unknown
}

function fakeWindow() {
  const target = new EventTarget() as EventTarget & { ethereum?: unknown }
  const announced: Announced[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    announced.push((event as CustomEvent<Announced>).detail)
  })
  return { target, announced }
}

const provider = (rdns: string) =>
  createDevWalletProvider({
    chains: [{ chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:9' }],
    storageKey: rdns,
  })

describe('announceDevWallet', () => {
  it('announces on install and on every eip6963:requestProvider, two wallets side by side', () => {
    const { target, announced } = fakeWindow()
    const first = provider('dev.gangway.first')
    const second = provider('dev.gangway.second')
    const a = announceDevWallet({
      provider: first,
      target,
      name: 'Dev Wallet One',
      rdns: 'dev.gangway.first',
    })
    const b = announceDevWallet({
      provider: second,
      target,
      name: 'Dev Wallet Two',
      rdns: 'dev.gangway.second',
    })
    expect(announced.map((detail) => detail.info.rdns)).toEqual(['dev.gangway.first', 'dev.gangway.second'])
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(4)
    expect(announced[2]!.provider).toBe(first)
    expect(announced[3]!.provider).toBe(second)
    expect(announced[2]!.info).toEqual(a.info)
    expect(a.info.uuid).not.toBe(b.info.uuid)
    expect(a.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(a.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(a.info.icon).not.toBe(b.info.icon)
    expect(Object.isFrozen(announced[0])).toBe(true)
    expect(Object.isFrozen(announced[0]!.info)).toBe(true)
    expect(target.ethereum).toBeUndefined()
    a.uninstall()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced.slice(4).map((detail) => detail.info.name)).toEqual(['Dev Wallet Two'])
    b.uninstall()
  })

  it('sets window.ethereum only when asked, and takes it back on uninstall', () => {
    const { target } = fakeWindow()
    const legacy = provider('dev.gangway.legacy')
    const announcement = announceDevWallet({ provider: legacy, target, legacyInjection: true })
    expect(target.ethereum).toBe(legacy)
    expect(announcement.info).toMatchObject({ name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })
    announcement.uninstall()
    expect('ethereum' in target).toBe(false)
  })
})
