import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/evmNetworks.js'
import { activeAccount } from './activeAccount.js'
import { createAccountStore, emptyAccountState } from './createAccountStore.js'
import { createNetworkStore } from './createNetworkStore.js'

describe('activeAccount', () => {
  it('is the account of the active namespace, not of another one', () => {
    const networks = createNetworkStore([mainnet])
    const accounts = createAccountStore()
    const eip155 = { ...emptyAccountState, status: 'connected' as const, address: '0xabc' }
    const solana = { ...emptyAccountState, status: 'connected' as const, address: 'So1' }
    accounts.setState({ byNamespace: { eip155, solana } })
    expect(activeAccount({ networks, accounts })).toBe(eip155)
    networks.setState({ activeNamespace: 'solana' })
    expect(activeAccount({ networks, accounts })).toBe(solana)
  })

  it('is undefined without an active namespace or an account in it', () => {
    const networks = createNetworkStore([mainnet])
    const accounts = createAccountStore()
    expect(activeAccount({ networks, accounts })).toBeUndefined()
    networks.setState({ activeNamespace: undefined })
    accounts.setState({ byNamespace: { eip155: emptyAccountState } })
    expect(activeAccount({ networks, accounts })).toBeUndefined()
  })
})
