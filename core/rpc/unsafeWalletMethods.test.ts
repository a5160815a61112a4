import { describe, expect, it } from 'vitest'
import { unsafeWalletMethods } from './unsafeWalletMethods.js'

describe('unsafeWalletMethods', () => {
  it('is exactly the approval list of spec section 5', () => {
    expect([...unsafeWalletMethods].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
  })
})
