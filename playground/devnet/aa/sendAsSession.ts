import { toSimpleSmartAccount } from 'permissionless/accounts'
import { type Address, createPublicClient, http } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevChain } from '../DevChain.js'

/** A viem public client on a devnet chain, with the chain set (account abstraction reads its id). */
export const devChainClient = (chain: DevChain) =>
  createPublicClient({
    chain: {
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    transport: http(chain.rpcUrl),
  })

/**
 * The app's side of a smart session: one user operation from the GangwayAccount `account`, signed by the session
 * `key` alone (no owner, no widget), sent to the devnet's bundler; resolves with its receipt, or rejects with the
 * bundler's refusal (AA24 when the account's contract refuses the key, AA22 after the session's end).
 */
export async function sendAsSession(
  chain: DevChain,
  key: `0x${string}`,
  account: Address,
  call: { readonly to: Address; readonly data: `0x${string}` },
) {
  const aa = chain.accountAbstraction
  if (!aa?.bundlerUrl) throw new Error('the devnet chain has no bundler')
  const client = devChainClient(chain)
  const smart = await toSimpleSmartAccount({
    client,
    owner: privateKeyToAccount(key),
    address: account,
    factoryAddress: aa.signingFactory,
    entryPoint: { address: aa.entryPoint, version: '0.7' },
  })
  const bundler = createBundlerClient({ account: smart, client, transport: http(aa.bundlerUrl) })
  // The bundler estimates with a dummy signature, which takes the account's cheap refusal path: the session path
  // reads the session from storage, so its verification gas is given.
  const hash = await bundler.sendUserOperation({ calls: [call], verificationGasLimit: 400_000n })
  return bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
}
