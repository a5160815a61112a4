import type { EncodedAccount } from '@solana/kit'
import { type AccountLookup, parseTokenAccount } from './encodeAccount.js'
import type { LoggedTokenBalance, LoggedTransaction } from './LoggedTransaction.js'

type Snapshot = Pick<LoggedTransaction, 'preBalances' | 'preTokenBalances'>
type Draft = Omit<LoggedTransaction, 'slot' | 'blockTime' | 'postBalances' | 'postTokenBalances'>

/** The landed transactions of the local VM, newest last, and the signatures per account key (for getSignaturesForAddress). */
export interface TransactionLog {
  /** Balances of `keys` now (before the transaction runs). */
  snapshot(keys: readonly string[]): Snapshot
  /** Records a transaction that landed in `slot`, reading its accounts' balances after it. */
  record(draft: Draft & Snapshot, slot: number): void
  get(signature: string): LoggedTransaction | undefined
  /** Transactions that touched `address`, newest first. */
  of(address: string): readonly LoggedTransaction[]
}

/** Keeps every landed transaction (the devnet's are few) with its balances before and after. */
export function createTransactionLog(lookup: AccountLookup): TransactionLog {
  const bySignature = new Map<string, LoggedTransaction>()
  const byAddress = new Map<string, LoggedTransaction[]>()
  const tokenBalances = (keys: readonly string[]): LoggedTokenBalance[] =>
    keys.flatMap((key, accountIndex) => {
      const account: EncodedAccount | undefined = lookup(key)
      const parsed = account
        ? (parseTokenAccount(account, lookup) as
            | { parsed?: { type?: string; info?: Record<string, unknown> } }
            | undefined)
        : undefined
      const info = parsed?.parsed?.type === 'account' ? parsed.parsed.info : undefined
      if (!account || !info) return []
      const amount = info.tokenAmount as LoggedTokenBalance['uiTokenAmount']
      return [
        {
          accountIndex,
          mint: String(info.mint),
          owner: String(info.owner),
          programId: account.programAddress,
          uiTokenAmount: {
            amount: amount.amount,
            decimals: amount.decimals,
            uiAmount: amount.uiAmount,
            uiAmountString: amount.uiAmountString,
          },
        },
      ]
    })
  const snapshot = (keys: readonly string[]): Snapshot => ({
    preBalances: keys.map((key) => Number(lookup(key)?.lamports ?? 0n)),
    preTokenBalances: tokenBalances(keys),
  })
  return {
    snapshot,
    record(draft, slot) {
      const after = snapshot(draft.accountKeys)
      const logged: LoggedTransaction = {
        ...draft,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        postBalances: after.preBalances,
        postTokenBalances: after.preTokenBalances,
      }
      bySignature.set(logged.signature, logged)
      const owners = [...logged.preTokenBalances, ...logged.postTokenBalances].map((entry) => entry.owner)
      for (const address of new Set([...logged.accountKeys, ...owners])) {
        const list = byAddress.get(address) ?? []
        list.push(logged)
        byAddress.set(address, list)
      }
    },
    get: (signature) => bySignature.get(signature),
    of: (address) => [...(byAddress.get(address) ?? [])].reverse(),
  }
}
