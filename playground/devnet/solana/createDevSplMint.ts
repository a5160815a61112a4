import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { type Keypair, PublicKey, SystemProgram } from '@solana/web3.js'
import type { LocalSvm } from './createLocalSvm.js'
import { runDevTransaction as run } from './runDevTransaction.js'

export interface DevSplMintOptions {
  readonly mint: Keypair
  readonly authority: Keypair
  readonly decimals: number
  readonly holders: readonly string[]
  /** Base units minted to each holder. */
  readonly amount: bigint
}

/** Creates an SPL mint with real transactions (create account, initialise, then an associated account and mint-to per holder). */
export function createDevSplMint(vm: LocalSvm, options: DevSplMintOptions): PublicKey {
  const { mint, authority } = options
  run(
    vm,
    [authority, mint],
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        space: MINT_SIZE,
        lamports: Number(vm.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, options.decimals, authority.publicKey, null),
    ],
  )
  for (const holder of options.holders) {
    const owner = new PublicKey(holder)
    const account = getAssociatedTokenAddressSync(mint.publicKey, owner)
    run(
      vm,
      [authority],
      [
        createAssociatedTokenAccountIdempotentInstruction(
          authority.publicKey,
          account,
          owner,
          mint.publicKey,
        ),
        createMintToInstruction(mint.publicKey, account, authority.publicKey, options.amount),
      ],
    )
  }
  return mint.publicKey
}
