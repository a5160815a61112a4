import { GangwayError } from '../../entries/plugin.js'
import type { ActiveSmartAccount, EmbeddedLayer } from './EmbeddedLayer.js'
import type { EmbeddedOwner } from './EmbeddedOwner.js'
import { readCalls } from './readCalls.js'
import type { SmartAccountClient } from './SmartAccountClient.js'

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])
const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * The embedded wallet's eip155 provider as its smart account (spec section 9: eip155 accounts are smart accounts
 * by default): where the visitor prefers smartAccount and the chain is enabled, the accounts are the SimpleAccount's,
 * transactions and wallet_sendCalls are user operations signed by the frame's key (approved in the frame) and sent
 * to the bundler, and messages are signed by the owner key for the account (EIP-1271; ERC-6492 while undeployed). Everything else, and every call for the EOA, goes to
 * the frame provider unchanged.
 */
export function createEmbeddedLayer(deps: {
  readonly owner: EmbeddedOwner
  /** Whether smart accounts are enabled for the chain (its contracts known, the connector listed). */
  readonly enabled: (chainId: number) => boolean
  readonly client: (owner: `0x${string}`, chainId: number) => Promise<SmartAccountClient | undefined>
  /** After a user operation landed or the account changed: the account state brought up to date. */
  readonly changed: () => void
}): EmbeddedLayer {
  const { owner } = deps
  const ask = (method: string, params?: unknown) =>
    owner.provider.request(params === undefined ? { method } : { method, params })
  const active = async (): Promise<ActiveSmartAccount | undefined> => {
    if (owner.preferredAccountType() === 'eoa') return undefined
    const chainId = Number(await ask('eth_chainId'))
    if (!deps.enabled(chainId)) return undefined
    const [first] = list(await ask('eth_accounts'))
    if (typeof first !== 'string') return undefined
    const client = await deps.client(first as `0x${string}`, chainId)
    if (!client) return undefined
    return { client, owner: first as `0x${string}`, address: await client.address() }
  }
  const sendTransaction = async (smart: ActiveSmartAccount, tx: unknown) => {
    const [call] = readCalls([tx])
    const id = await smart.client.sendCalls([call!])
    const status = await smart.client.waitForCalls(id)
    deps.changed()
    const hash = status.receipts?.[0]?.transactionHash
    if (status.status !== 200 || !hash)
      throw new GangwayError('Transaction reverted', {
        details: `user operation ${id} status ${status.status}`,
      })
    return hash
  }
  const layer: EmbeddedLayer = {
    active,
    async announce() {
      const accounts = (await layer.request({ method: 'eth_accounts' })) as readonly string[]
      owner.provider.emit('accountsChanged', accounts)
      return accounts
    },
    async request(args) {
      const { method } = args
      const params = list(args.params)
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts': {
          const accounts = await owner.provider.request(args)
          const smart = await active()
          return smart ? [smart.address] : accounts
        }
        case 'wallet_switchEthereumChain': {
          const answer = await owner.provider.request(args)
          await layer.announce()
          deps.changed()
          return answer
        }
      }
      const smart = await active()
      if (!smart) return owner.provider.request(args)
      switch (method) {
        case 'personal_sign':
          if (!same(params[1], smart.address)) break
          return smart.client.sign(method, params[0])
        case 'eth_signTypedData_v4':
          if (!same(params[0], smart.address)) break
          return smart.client.sign(method, params[1])
        case 'eth_sendTransaction': {
          const tx = params[0] as { from?: unknown } | undefined
          if (tx?.from !== undefined && !same(tx.from, smart.address)) break
          return sendTransaction(smart, tx)
        }
        case 'wallet_sendCalls': {
          const [request] = params as [{ calls?: unknown } | undefined]
          const id = await smart.client.sendCalls(readCalls(request?.calls))
          void smart.client.waitForCalls(id).then(deps.changed, () => {})
          return { id }
        }
        case 'wallet_getCallsStatus':
          return smart.client.callsStatus(params[0] as `0x${string}`)
        case 'wallet_getCapabilities':
          return { [`0x${smart.client.chainId.toString(16)}`]: { atomic: { status: 'supported' } } }
      }
      return owner.provider.request(args)
    },
  }
  return layer
}
