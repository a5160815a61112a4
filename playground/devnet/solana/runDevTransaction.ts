import { type Keypair, Transaction, type TransactionInstruction } from '@solana/web3.js'
import type { LocalSvm } from './createLocalSvm.js'

/** Signs and lands a set-up transaction on the local VM (the first signer pays); throws when it fails. */
export function runDevTransaction(
  vm: LocalSvm,
  signers: readonly Keypair[],
  instructions: readonly TransactionInstruction[],
): void {
  const transaction = new Transaction({
    feePayer: signers[0]!.publicKey,
    ...vm.latestBlockhash(),
  }).add(...instructions)
  transaction.sign(...signers)
  const signature = vm.send(transaction.serialize(), { skipPreflight: false })
  const err = vm.status(signature)?.err
  if (err !== null) throw new Error(`Devnet set-up transaction failed: ${JSON.stringify(err)}`)
}
