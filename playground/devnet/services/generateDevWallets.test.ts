import { describe, expect, it } from 'vitest'
import { generateDirectoryWallets } from '../../../server/directory/generateDirectoryWallets.js'
import { announceDevWallet } from '../wallet/announceDevWallet.js'
import { generateDevWallets } from './generateDevWallets.js'

describe('generateDevWallets', () => {
  const wallets = generateDevWallets()

  it("holds 420 wallets: the dev wallet, then the server's generated directory", () => {
    expect(wallets).toHaveLength(420)
    expect(wallets.slice(1)).toEqual(generateDirectoryWallets(419))
    expect(generateDevWallets(50)).toEqual(wallets.slice(0, 50))
    expect(generateDevWallets(420, 7).slice(1)).not.toEqual(wallets.slice(1))
  })

  it('starts with the dev wallet under the name and rdns it announces', () => {
    const { info, uninstall } = announceDevWallet({ provider: {}, target: new EventTarget() })
    uninstall()
    expect(wallets[0]).toMatchObject({
      name: info.name,
      rdns: info.rdns,
      chains: ['eip155:31337', 'eip155:31338'],
    })
  })
})
