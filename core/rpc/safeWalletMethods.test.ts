import { describe, expect, it } from 'vitest'
import { safeWalletMethods } from './safeWalletMethods.js'
import { unsafeWalletMethods } from './unsafeWalletMethods.js'

describe('safeWalletMethods', () => {
  it('holds the reads and relays spec section 5 names', () => {
    for (const method of [
      'eth_accounts',
      'eth_chainId',
      'eth_call',
      'eth_getBalance',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_getAssets',
      'eth_getUserOperationByHash',
      'eth_getUserOperationReceipt',
      'eth_estimateUserOperationGas',
      'eth_supportedEntryPoints',
    ]) {
      expect(safeWalletMethods).toContain(method)
    }
  })

  it('has no duplicates and nothing that signs or sends', () => {
    expect(new Set(safeWalletMethods).size).toBe(safeWalletMethods.length)
    for (const method of safeWalletMethods) {
      expect(unsafeWalletMethods as readonly string[]).not.toContain(method)
      expect(method).not.toMatch(/sign|sendTransaction|sendCalls|Permissions|sendUserOperation/)
    }
  })
})
