import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  isErc6492Signature,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAbstractionArtifacts } from '../../playground/devnet/aa/accountAbstractionArtifacts.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createSmartAccountClient } from '../../plugins/smart-accounts/createSmartAccountClient.js'
import { createEip155Verifier } from '../../server/sessions/createEip155Verifier.js'

let devnet: Devnet
const chain = () => devnet.chains[0]!
const aa = () => chain().accountAbstraction!
const MESSAGE = 'localhost wants you to sign in with your Ethereum account'

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'Gangway Devnet A', swaps: false }] })
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
})

/** The smart account of dev account `index` made by `factory`, its owner the dev wallet (approving everything). */
async function smartAccountOf(index: number, factory: Address) {
  const owner = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [31337],
    privateKeys: [devAccounts[index]!.privateKey],
    approve: () => true,
  })
  await owner.request({ method: 'eth_requestAccounts' })
  return createSmartAccountClient({
    owner,
    ownerAddress: devAccounts[index]!.address as Address,
    chainId: 31337,
    rpcUrl: chain().rpcUrl,
    bundlerUrl: 'http://127.0.0.1:9/unused',
    contracts: { entryPoint: aa().entryPoint, factory },
  })
}

const verify = (address: string, signature: string) =>
  createEip155Verifier({ 'eip155:31337': chain().rpcUrl })({
    message: MESSAGE,
    signature,
    address,
    chainId: 'eip155:31337',
    signal: new AbortController().signal,
  })

describe('SIWX with a smart account: the server verifies through EIP-1271 and ERC-6492 on the devnet', {
  timeout: 60_000,
}, () => {
  it('verifies an undeployed account’s ERC-6492 signature, then the deployed account’s EIP-1271 one', async () => {
    const smart = await smartAccountOf(3, aa().signingFactory)
    const address = await smart.address()
    const undeployed = await smart.sign('personal_sign', stringToHex(MESSAGE))
    expect(isErc6492Signature(undeployed)).toBe(true)
    expect(await verify(address, undeployed)).toBe(true)
    expect(await verify(devAccounts[3]!.address, undeployed)).toBe(false)

    const deployer = createWalletClient({
      account: privateKeyToAccount(devAccounts[3]!.privateKey as `0x${string}`),
      transport: http(chain().rpcUrl),
    })
    const hash = await deployer.writeContract({
      chain: null,
      address: aa().signingFactory,
      abi: accountAbstractionArtifacts.gangwayAccountFactory.abi,
      functionName: 'createAccount',
      args: [devAccounts[3]!.address, 0n],
    })
    await createPublicClient({ transport: http(chain().rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(await smart.deployed()).toBe(true)
    const deployed = await smart.sign('personal_sign', stringToHex(MESSAGE))
    expect(isErc6492Signature(deployed)).toBe(false)
    expect(await verify(address, deployed)).toBe(true)
  })

  it('refuses another key’s signature for the account', async () => {
    const smart = await smartAccountOf(4, aa().signingFactory)
    const other = await smartAccountOf(2, aa().signingFactory)
    const signature = await other.sign('personal_sign', stringToHex(MESSAGE))
    expect(await verify(await smart.address(), signature)).toBe(false)
  })

  it('cannot verify the published SimpleAccount (no EIP-1271): why the embedded wallet uses GangwayAccountFactory', async () => {
    const smart = await smartAccountOf(4, aa().factory)
    const signature = await smart.sign('personal_sign', stringToHex(MESSAGE))
    expect(await verify(await smart.address(), signature)).toBe(false)
  })
})
