import type { EncodedAccount } from '@solana/kit'
import { AccountLayout, AccountState, MintLayout } from '@solana/spl-token'
import bs58 from 'bs58'
import { formatUnits } from '../../../entries/plugin.js'
import { tokenPrograms } from './tokenPrograms.js'

/** An account as the Solana JSON-RPC returns it. */
export interface RpcAccount {
  readonly lamports: number
  readonly owner: string
  readonly executable: boolean
  readonly rentEpoch: number
  readonly space: number
  readonly data: readonly [string, 'base64' | 'base58'] | { program: string; parsed: unknown; space: number }
}

export interface EncodeOptions {
  readonly encoding?: unknown
  readonly dataSlice?: { readonly offset?: unknown; readonly length?: unknown } | undefined
}

/** Reads another account (the mint of a token account, for its decimals). */
export type AccountLookup = (address: string) => EncodedAccount | undefined

const accountSize = 165
const mintSize = 82
const stateNames = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
} as const

export function tokenAmount(amount: bigint, decimals: number) {
  const text = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

function tokenKind(account: EncodedAccount): 'account' | 'mint' | undefined {
  const { data } = account
  if (data.length === accountSize) return 'account'
  if (data.length === mintSize) return 'mint'
  if (account.programAddress !== tokenPrograms.token2022 || data.length <= accountSize) return undefined
  return data[accountSize] === 1 ? 'mint' : data[accountSize] === 2 ? 'account' : undefined
}

/** The jsonParsed form of an SPL Token or Token-2022 account or mint, else undefined. */
export function parseTokenAccount(account: EncodedAccount, lookup: AccountLookup): unknown {
  const program = account.programAddress
  if (program !== tokenPrograms.token && program !== tokenPrograms.token2022) return undefined
  const kind = tokenKind(account)
  const data = Buffer.from(account.data)
  const name = program === tokenPrograms.token ? 'spl-token' : 'spl-token-2022'
  if (kind === 'mint') {
    const mint = MintLayout.decode(data.subarray(0, mintSize))
    return {
      program: name,
      space: data.length,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthorityOption ? mint.freezeAuthority.toBase58() : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthorityOption ? mint.mintAuthority.toBase58() : null,
          supply: mint.supply.toString(),
        },
      },
    }
  }
  if (kind !== 'account') return undefined
  const raw = AccountLayout.decode(data.subarray(0, accountSize))
  const mint = lookup(raw.mint.toBase58())
  const decimals = mint && tokenKind(mint) === 'mint' ? MintLayout.decode(Buffer.from(mint.data)).decimals : 0
  return {
    program: name,
    space: data.length,
    parsed: {
      type: 'account',
      info: {
        isNative: raw.isNativeOption === 1,
        mint: raw.mint.toBase58(),
        owner: raw.owner.toBase58(),
        state: stateNames[raw.state],
        tokenAmount: tokenAmount(raw.amount, decimals),
        ...(raw.delegateOption
          ? { delegate: raw.delegate.toBase58(), delegatedAmount: tokenAmount(raw.delegatedAmount, decimals) }
          : {}),
        ...(raw.closeAuthorityOption ? { closeAuthority: raw.closeAuthority.toBase58() } : {}),
        ...(raw.isNativeOption ? { rentExemptReserve: tokenAmount(raw.isNative, 9) } : {}),
      },
    },
  }
}

function slice(data: Uint8Array, dataSlice: EncodeOptions['dataSlice']): Uint8Array {
  if (!dataSlice) return data
  const offset = Number(dataSlice.offset ?? 0)
  const length = Number(dataSlice.length ?? data.length)
  return data.subarray(offset, offset + length)
}

/** Encodes an account for a JSON-RPC answer: base64 (default), base58, or jsonParsed (SPL token accounts and mints). */
export function encodeAccount(
  account: EncodedAccount,
  options: EncodeOptions,
  lookup: AccountLookup,
): RpcAccount {
  const encoding = options.encoding ?? 'base64'
  const base = {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: 0,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenAccount(account, lookup)
    if (parsed) return { ...base, data: parsed as RpcAccount['data'] }
  }
  const bytes = slice(account.data as Uint8Array, options.dataSlice)
  if (encoding === 'base58') return { ...base, data: [bs58.encode(bytes), 'base58'] }
  return { ...base, data: [Buffer.from(bytes).toString('base64'), 'base64'] }
}
