import type { Gangway } from '../../../core/index.js'
import type { DevChain } from '../../devnet/DevChain.js'

/**
 * The playground's smart-session demo, as an app would do it: the app makes a key, the visitor grants it (one
 * approval in the secure frame) the right to call the chain's DevToken `approve` for an hour, and the app then
 * approves tokens with that key alone (a user operation to the bundler, no wallet, no prompt).
 *
 * The key is a throwaway for the local devnet, kept in this tab's sessionStorage so that a reload keeps the demo
 * where it was; what is read back is checked before use.
 */
export interface DemoSession {
  readonly key: `0x${string}`
  /** The smart account that granted it. */
  readonly account: `0x${string}`
  readonly chainId: number
  /** Unix seconds. */
  readonly expiry: number
}

const STORAGE_KEY = 'gangway-playground:smart-session'
const HOUR = 3600

const isHex = (value: unknown, bytes: number): value is `0x${string}` =>
  typeof value === 'string' && new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`).test(value)

/** The stored session of `account` on `chainId`, if one is stored, well formed and not past its end. */
export function storedSession(
  account: string | undefined,
  chainId: number | undefined,
): DemoSession | undefined {
  let value: unknown
  try {
    value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { key, account: owner, chainId: chain, expiry } = value as Record<string, unknown>
  if (!isHex(key, 32) || !isHex(owner, 20) || !Number.isSafeInteger(chain) || !Number.isSafeInteger(expiry))
    return undefined
  if (owner.toLowerCase() !== account?.toLowerCase() || chain !== chainId) return undefined
  if ((expiry as number) * 1000 <= Date.now()) return undefined
  return { key, account: owner, chainId: chain as number, expiry: expiry as number }
}

/** Grants a new key an hour of DevToken `approve` calls from the connected smart account; stores and returns it. */
export async function grantDemoSession(gangway: Gangway, chain: DevChain): Promise<DemoSession> {
  const smartAccounts = gangway.getPlugin('smartAccounts')
  if (!smartAccounts) throw new Error('the smartAccounts plugin is not set up')
  const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
  const key = generatePrivateKey()
  const granted = await smartAccounts.grantPermissions({
    expiry: Math.floor(Date.now() / 1000) + HOUR,
    signer: { type: 'key', data: { id: privateKeyToAccount(key).address } },
    permissions: [
      {
        type: 'contract-call',
        data: { address: chain.token.address, functions: [{ functionName: 'approve(address,uint256)' }] },
      },
    ],
  })
  const session = { key, account: granted.address, chainId: chain.chainId, expiry: granted.expiry }
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session))
  return session
}

/**
 * The app approves `spender` for 1 token with the session key alone, through the same bundler endpoint as the widget
 * (the Gangway server's /v1/bundler: the page may call it, the bundler itself is not reachable from a page);
 * resolves with the transaction hash.
 */
export async function approveBySession(
  gangway: Gangway,
  chain: DevChain,
  session: DemoSession,
  spender: `0x${string}`,
): Promise<`0x${string}`> {
  if (!chain.accountAbstraction) throw new Error(`${chain.name} has no bundler`)
  const endpoint = new URL(`${gangway.config.endpoints.api.replace(/\/+$/, '')}/v1/bundler`, location.href)
  endpoint.search = new URLSearchParams({
    projectId: gangway.config.projectId ?? '',
    chainId: `eip155:${chain.chainId}`,
  }).toString()
  const throughServer = {
    ...chain,
    accountAbstraction: { ...chain.accountAbstraction, bundlerUrl: endpoint.href },
  }
  const [{ encodeFunctionData, erc20Abi }, { sendAsSession }] = await Promise.all([
    import('viem'),
    import('../../devnet/aa/sendAsSession.js'),
  ])
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, 10n ** BigInt(chain.token.decimals)],
  })
  try {
    const { receipt, success } = await sendAsSession(throughServer, session.key, session.account, {
      to: chain.token.address,
      data,
    })
    if (!success) throw new Error('the user operation reverted')
    return receipt.transactionHash
  } catch (error) {
    // The account's contract refuses a key it no longer holds (AA24), the EntryPoint one past its end (AA22).
    if (/AA2[24]/.test(String(error)))
      throw new Error('the smart account refused the key: the session was revoked or has ended')
    throw error
  }
}
