import { ed25519 } from '@noble/curves/ed25519.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import type { Gangway } from '../../entries/plugin.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { PairingWallet } from '../../playground/devnet/relay/PairingWallet.js'
import { setUpRelayDevnet } from './test/setUpRelayDevnet.js'
import { waitUntil } from './test/waitUntil.js'

process.env.DISABLE_GLOBAL_CORE = 'true'

const { rpc, devnet, wallet, kernel } = setUpRelayDevnet()

/** What the ConnectingWalletConnect view does for the active namespace; the wallet scans the URI. */
async function pair(gangway: Gangway, paired: PairingWallet) {
  await gangway.open()
  const api = gangway.getPlugin('walletconnect')
  if (!api) throw new Error('the walletconnect plugin did not set up')
  const connecting = gangway.connect('walletConnect', 'solana')
  const uri = await waitUntil(() => api.store?.getState().uri)
  const decision = await paired.pair(uri)
  return { api, connecting, decision }
}

const lamportsOf = (owner: string) => rpc().svm.getBalance(owner as never) ?? 0n

describe('WalletConnect for Solana: the local relay, a real sign-client wallet and the Solana VM', () => {
  it('pairs for a solana network, signs a message the wallet key verifies, sends SOL, restores on reload and disconnects', async () => {
    const paired = await wallet()
    const solanaAddress = paired.solanaAddress!
    const first = await kernel([rpc().network])
    const { api, connecting, decision } = await pair(first.gangway, paired)
    expect(decision.approved).toBe(true)
    await connecting
    expect(paired.sessions()[0]?.namespaces.solana?.accounts).toEqual([`${rpc().chain}:${solanaAddress}`])
    expect(first.gangway.getState().account).toMatchObject({
      status: 'connected',
      address: solanaAddress,
      caipAddress: `${rpc().chain}:${solanaAddress}`,
      connectedWalletInfo: { name: 'Gangway Pairing Wallet', type: 'WALLET_CONNECT' },
    })
    expect(first.gangway.getState().activeNetwork?.caipNetworkId).toBe(rpc().chain)
    expect(api.sessionNamespaces()).toEqual(['solana'])

    const message = 'Sign in to Gangway over WalletConnect'
    const signature = await first.gangway.signMessage(message)
    expect(paired.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: rpc().chain,
      params: { pubkey: solanaAddress, message: bs58.encode(new TextEncoder().encode(message)) },
    })
    const verified = ed25519.verify(
      bs58.decode(signature),
      new TextEncoder().encode(message),
      bs58.decode(solanaAddress),
    )
    expect(verified).toBe(true)

    const receiver = bs58.encode(nacl.sign.keyPair().publicKey)
    const before = lamportsOf(solanaAddress)
    const sent = await first.gangway.sendTransaction({ to: receiver, value: 1_000_000n }, 'solana')
    expect(paired.requests.at(-1)).toMatchObject({
      method: 'solana_signAndSendTransaction',
      chainId: rpc().chain,
    })
    expect(bs58.decode(sent)).toHaveLength(64)
    await waitUntil(() => lamportsOf(receiver) === 1_000_000n)
    expect(lamportsOf(solanaAddress)).toBeLessThan(before - 1_000_000n + 1n)

    await first.gangway.destroy()
    const second = await kernel([rpc().network], first.storage)
    await waitUntil(() => second.gangway.getState().account?.status === 'connected')
    expect(second.gangway.getState().account?.address).toBe(solanaAddress)
    expect(paired.proposals).toBe(1)
    const again = await second.gangway.signMessage('after reload')
    expect(
      ed25519.verify(
        bs58.decode(again),
        new TextEncoder().encode('after reload'),
        bs58.decode(solanaAddress),
      ),
    ).toBe(true)

    await second.gangway.disconnect()
    expect(second.gangway.getState().account?.status).toBe('disconnected')
    await waitUntil(() => paired.sessions().length === 0)
  }, 60_000)

  it('pairs once for eip155 and solana: one session, both namespaces connected; disconnecting one keeps the other', async () => {
    const paired = await wallet()
    const { gangway } = await kernel([...devNetworks(devnet()), rpc().network])
    await gangway.open()
    const api = gangway.getPlugin('walletconnect')!
    const connecting = gangway.connect('walletConnect', 'eip155')
    const uri = await waitUntil(() => api.store?.getState().uri)
    await paired.pair(uri)
    await connecting
    expect(api.sessionNamespaces()).toEqual(['eip155', 'solana'])
    await gangway.connect('walletConnect', 'solana')
    expect(paired.proposals).toBe(1)
    const accounts = gangway.stores.accounts.getState().byNamespace
    expect(accounts.eip155).toMatchObject({ status: 'connected', address: paired.address })
    expect(accounts.solana).toMatchObject({ status: 'connected', address: paired.solanaAddress })

    await gangway.disconnect('eip155')
    expect(paired.sessions()).toHaveLength(1)
    const signature = await gangway.signMessage('still here', 'solana')
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('still here'),
        bs58.decode(paired.solanaAddress!),
      ),
    ).toBe(true)
    await gangway.disconnect('solana')
    await waitUntil(() => paired.sessions().length === 0)
  }, 60_000)
})
