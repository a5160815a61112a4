import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

/** The SPL Token, Token-2022 and Associated Token Account program ids. */
export const splPrograms = {
  token: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
  token2022: new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
  associatedToken: new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
} as const

/** web3.js types instruction data as a Node Buffer but only reads it as bytes; pages have no global Buffer. */
const data = (bytes: Uint8Array) => bytes as unknown as Buffer

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export function associatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    splPrograms.associatedToken,
  )[0]
}

/** Creates `owner`'s associated token account for `mint` unless it exists (CreateIdempotent). */
export function createAssociatedTokenAccountIdempotent(args: {
  readonly payer: PublicKey
  readonly account: PublicKey
  readonly owner: PublicKey
  readonly mint: PublicKey
  readonly tokenProgram: PublicKey
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: splPrograms.associatedToken,
    keys: [
      { pubkey: args.payer, isSigner: true, isWritable: true },
      { pubkey: args.account, isSigner: false, isWritable: true },
      { pubkey: args.owner, isSigner: false, isWritable: false },
      { pubkey: args.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: args.tokenProgram, isSigner: false, isWritable: false },
    ],
    data: data(Uint8Array.of(1)),
  })
}

/** SPL TransferChecked: `amount` base units from `source` to `destination`, with the mint's decimals checked on chain. */
export function transferChecked(args: {
  readonly source: PublicKey
  readonly mint: PublicKey
  readonly destination: PublicKey
  readonly owner: PublicKey
  readonly amount: bigint
  readonly decimals: number
  readonly tokenProgram: PublicKey
}): TransactionInstruction {
  const bytes = new Uint8Array(10)
  bytes[0] = 12
  new DataView(bytes.buffer).setBigUint64(1, args.amount, true)
  bytes[9] = args.decimals
  return new TransactionInstruction({
    programId: args.tokenProgram,
    keys: [
      { pubkey: args.source, isSigner: false, isWritable: true },
      { pubkey: args.mint, isSigner: false, isWritable: false },
      { pubkey: args.destination, isSigner: false, isWritable: true },
      { pubkey: args.owner, isSigner: true, isWritable: false },
    ],
    data: data(bytes),
  })
}
