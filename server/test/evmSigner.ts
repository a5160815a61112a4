import { Wallet } from 'ethers'
import type { TestSigner } from './TestSigner.js'

/** An EVM key signing EIP-191 with ethers (the server checks with viem). */
export function evmSigner(privateKey: string): TestSigner {
  const wallet = new Wallet(privateKey)
  return { address: wallet.address, sign: (message) => wallet.signMessage(message) }
}
