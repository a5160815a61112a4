import { describe, expect, it } from 'vitest'
import type { PluginContext, SlotEntry } from '../../entries/plugin.js'
import { createEmbeddedAccounts } from './createEmbeddedAccounts.js'

/** The Account view's smart-account line is offered only while the embedded wallet's eip155 account is the active one. */
describe("the embedded wallet's smart-account line in Account", () => {
  it('shows on the eip155 account on an enabled network, not while its solana account is active; App sessions with smartSessions on', () => {
    const networks = {
      configured: [{ caipNetworkId: 'eip155:31337' }, { caipNetworkId: 'solana:dev' }],
      active: { eip155: 'eip155:31337', solana: 'solana:dev' } as Record<string, string>,
      activeNamespace: 'eip155',
    }
    const slots: SlotEntry[] = []
    const features = { smartSessions: false }
    const ctx = {
      config: { storage: { setItem() {}, removeItem() {}, getItem: () => null } },
      stores: {
        networks: { getState: () => networks },
        connectors: { getState: () => ({ active: { eip155: 'ID_AUTH', solana: 'ID_AUTH' } }) },
        accounts: { getState: () => ({ byNamespace: {} }) },
      },
      events: { on: () => () => {} },
      registerSlot: (entry: SlotEntry) => void slots.push(entry),
      registerView: () => {},
      features: () => features,
    } as unknown as PluginContext
    const accounts = createEmbeddedAccounts({
      connectors: ['ID_AUTH'],
      chains: { 'eip155:31337': { entryPoint: '0x01', factory: '0x02' } } as never,
      ctx: () => ctx,
      clientFor: async () => undefined,
    })
    accounts.setup(ctx, {} as never)
    accounts.layer({
      connectorId: 'ID_AUTH',
      provider: { request: async () => undefined, emit() {} },
      preferredAccountType: () => 'smartAccount',
      setPreferredAccountType: async () => {},
    })
    const line = slots.find((entry) => entry.id === 'smart-account')
    const sessions = slots.find((entry) => entry.id === 'smart-sessions')
    expect(line?.guard?.()).toBe(true)
    // App sessions: only with the smartSessions feature on.
    expect(sessions?.guard?.()).toBe(false)
    features.smartSessions = true
    expect(sessions?.guard?.()).toBe(true)
    networks.activeNamespace = 'solana'
    expect(line?.guard?.()).toBe(false)
    expect(sessions?.guard?.()).toBe(false)
    networks.activeNamespace = 'eip155'
    networks.active.eip155 = 'eip155:1'
    expect(line?.guard?.()).toBe(false)
  })
})
