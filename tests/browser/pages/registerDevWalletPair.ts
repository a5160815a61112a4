import { createSolanaDevWallet } from '../../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import type { SolanaDevWalletChain } from '../../../playground/devnet/solana/wallet/SolanaDevWalletChain.js'
import { announceDevWallet } from '../../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'

/** Announces the EVM dev wallet and registers the Solana dev wallet under one name, both approving at once (test pages). */
export function registerDevWalletPair(
  name: string,
  evmChains: readonly DevWalletChain[],
  solanaChains: readonly SolanaDevWalletChain[],
): void {
  const evm = createDevWalletProvider({
    chains: evmChains,
    storage: localStorage,
    storageKey: 'dev-wallet-evm',
    autoApprove: true,
  })
  announceDevWallet({ provider: evm, name, rdns: 'dev.gangway.wallet' })
  registerSolanaDevWallet(
    createSolanaDevWallet({ chains: solanaChains, name, storage: localStorage, autoApprove: true }),
  )
}
