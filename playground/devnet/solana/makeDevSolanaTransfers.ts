import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, LAMPORTS_PER_SOL, type PublicKey, SystemProgram } from '@solana/web3.js'
import type { LocalSvm } from './createLocalSvm.js'
import { runDevTransaction } from './runDevTransaction.js'
import type { SolanaDevAccount } from './SolanaDevAccount.js'

/** The start transfers between two dev accounts so their history is not empty: 0.25 SOL from `a` to `b`, 12.5 of the token from `b` to `a`. */
export function makeDevSolanaTransfers(
  vm: LocalSvm,
  options: {
    readonly a: SolanaDevAccount
    readonly b: SolanaDevAccount
    readonly mint: PublicKey
    readonly decimals: number
  },
): void {
  const [a, b] = [Keypair.fromSecretKey(options.a.secretKey), Keypair.fromSecretKey(options.b.secretKey)]
  runDevTransaction(
    vm,
    [a],
    [
      SystemProgram.transfer({
        fromPubkey: a.publicKey,
        toPubkey: b.publicKey,
        lamports: LAMPORTS_PER_SOL / 4,
      }),
    ],
  )
  runDevTransaction(
    vm,
    [b],
    [
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(options.mint, b.publicKey),
        options.mint,
        getAssociatedTokenAddressSync(options.mint, a.publicKey),
        b.publicKey,
        125n * 10n ** BigInt(options.decimals - 1),
        options.decimals,
      ),
    ],
  )
}
