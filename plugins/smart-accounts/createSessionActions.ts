import { createPublicClient, encodeFunctionData, encodePacked, getAddress, http, numberToHex } from 'viem'
import { GangwayError, invalidPermissionsRequest, userOperationReceiptFailed } from '../../entries/plugin.js'
import type { SessionGrantArgs } from './readSessionRequest.js'
import type { SmartAccountClient } from './SmartAccountClient.js'
import type { SmartSession } from './SmartSession.js'
import { sessionAbi } from './sessionAbi.js'

const CONTEXT = /^0x[0-9a-fA-F]{144}$/
const MAX_LISTED = 64

/** The chain, the account and the key, packed: what a session's `context` is and revokePermissions takes. */
export const sessionContext = (chainId: number, account: `0x${string}`, key: `0x${string}`) =>
  encodePacked(['uint256', 'address', 'address'], [BigInt(chainId), account, key])

/** A `context` read back (untrusted: it comes from the host). */
export function readSessionContext(context: unknown) {
  if (typeof context !== 'string' || !CONTEXT.test(context))
    throw new GangwayError(invalidPermissionsRequest, { details: 'context must be a session context' })
  return {
    chainId: Number(BigInt(context.slice(0, 66))),
    account: getAddress(`0x${context.slice(66, 106)}`),
    key: getAddress(`0x${context.slice(106)}`),
  }
}

const sessionOf = (
  chainId: number,
  account: `0x${string}`,
  key: `0x${string}`,
  target: `0x${string}`,
  selectors: readonly `0x${string}`[],
  expiry: number,
  nowSeconds: number,
): SmartSession => ({
  chainId: numberToHex(chainId),
  address: account,
  expiry,
  signer: { type: 'key', data: { id: key } },
  permissions: [{ type: 'contract-call', data: { address: target, selectors } }],
  policies: [],
  context: sessionContext(chainId, account, key),
  status: expiry > nowSeconds ? 'active' : 'expired',
})

/** Sends `data` to the account itself as one user operation (the owner approves it) and waits for it to land. */
async function selfCall(smart: SmartAccountClient, data: `0x${string}`, what: string) {
  const account = await smart.address()
  const id = await smart.sendCalls([{ to: account, data }])
  const status = await smart.waitForCalls(id)
  if (status.status !== 200)
    throw new GangwayError(userOperationReceiptFailed, { details: `${what}: status ${status.status}` })
  return account
}

/** Smart sessions over a GangwayAccount: grants and revocations are user operations, the list is read from the chain. */
export function createSessionActions(smart: SmartAccountClient, rpcUrl: string) {
  const reader = createPublicClient({ transport: http(rpcUrl, { timeout: 15_000 }) })
  return {
    async grant(args: SessionGrantArgs, nowSeconds: number): Promise<SmartSession> {
      const data = encodeFunctionData({
        abi: sessionAbi,
        functionName: 'grantSession',
        args: [args.key, args.target, args.selectors, args.expiry],
      })
      const account = await selfCall(smart, data, 'the grant')
      return sessionOf(
        smart.chainId,
        account,
        getAddress(args.key),
        getAddress(args.target),
        args.selectors,
        args.expiry,
        nowSeconds,
      )
    },
    async revoke(key: `0x${string}`): Promise<void> {
      await selfCall(
        smart,
        encodeFunctionData({ abi: sessionAbi, functionName: 'revokeSession', args: [key] }),
        'the revocation',
      )
    },
    /** The account's sessions still held by its contract (expired ones included), from its SessionGranted logs. */
    async list(nowSeconds: number): Promise<SmartSession[]> {
      if (!(await smart.deployed())) return []
      const account = await smart.address()
      const logs = await reader.getLogs({
        address: account,
        event: sessionAbi[3],
        fromBlock: 0n,
        toBlock: 'latest',
      })
      const keys = [...new Set(logs.map((log) => log.args.key).filter((key) => key !== undefined))]
      const held = await Promise.all(
        keys.slice(-MAX_LISTED).map(async (key) => {
          const session = await reader.readContract({
            address: account,
            abi: sessionAbi,
            functionName: 'sessionOf',
            args: [key],
          })
          return { key, session }
        }),
      )
      return held
        .filter(({ session }) => session.validUntil > 0)
        .map(({ key, session }) =>
          sessionOf(
            smart.chainId,
            account,
            key,
            session.target,
            session.selectors,
            session.validUntil,
            nowSeconds,
          ),
        )
    },
  }
}
