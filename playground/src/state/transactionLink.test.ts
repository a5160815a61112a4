import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../core/networks/index.js'
import type { Network } from '../../../entries/gangway.js'
import { transactionLink } from './transactionLink.js'

const hash = `0x${'ab'.repeat(32)}`
const devnetA = { ...mainnet, id: 31337, name: 'Gangway Devnet A', blockExplorers: undefined } as Network

describe('transactionLink', () => {
  it("links a public network's transaction to its block explorer", () => {
    expect(transactionLink(mainnet, hash, [31337])).toEqual({
      href: `${mainnet.blockExplorers!.default.url}/tx/${hash}`,
      label: `View on ${mainnet.blockExplorers!.default.name}`,
    })
  })

  it("links a devnet chain's transaction to the playground's page, and nothing else without an explorer", () => {
    expect(transactionLink(devnetA, hash, [31337])?.href).toBe(`/playground/tx?chain=31337&hash=${hash}`)
    expect(transactionLink(devnetA, hash, [31338])).toBeUndefined()
    expect(transactionLink(undefined, hash, [31337])).toBeUndefined()
  })
})
