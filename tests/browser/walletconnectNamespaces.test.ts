import { Secp256k1HdWallet, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import bs58 from 'bs58'
import type { Browser, Page } from 'playwright-core'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devMnemonic } from '../../playground/devnet/devMnemonic.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { createPairingWallet } from '../../playground/devnet/relay/createPairingWallet.js'
import type { PairingWallet } from '../../playground/devnet/relay/PairingWallet.js'
import type { Relay } from '../../playground/devnet/relay/Relay.js'
import { startRelay } from '../../playground/devnet/relay/startRelay.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  gangway: {
    ready: Promise<void>
    getState(): { activeNamespace?: string }
    stores: {
      accounts: { getState(): { byNamespace: Record<string, { status: string; address?: string }> } }
    }
    signMessage(message: string, namespace?: string): Promise<string>
  }
}

const all = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'] as const
const pageErrors: string[] = []
let devnet: Devnet
let rpc: LocalSolanaRpc
let relay: Relay
let browser: Browser
let served: ServedPage
let wallet: PairingWallet
let tab: Page

beforeAll(async () => {
  ;[devnet, rpc, relay, browser, served] = await Promise.all([
    startDevnet(),
    startSolanaRpc(),
    startRelay(),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/walletConnectAll.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
  ])
  wallet = await createPairingWallet({
    relayUrl: relay.url,
    chains: devnet.chains,
    solanaChains: [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }],
  })
  tab = await browser.newPage({ viewport: { width: 900, height: 800 } })
  tab.setDefaultTimeout(15_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
}, 60_000)
afterAll(async () => {
  await wallet?.close()
  await browser?.close()
  await served?.close()
  await Promise.all([relay?.stop(), devnet?.stop(), rpc?.stop()])
})

const statuses = () =>
  tab.evaluate(() =>
    Object.fromEntries(
      Object.entries((window as unknown as PageWindow).gangway.stores.accounts.getState().byNamespace).map(
        ([namespace, account]) => [namespace, account.status],
      ),
    ),
  )
const sign = (message: string, namespace: string) =>
  tab.evaluate(
    ([text, name]) => (window as unknown as PageWindow).gangway.signMessage(text!, name),
    [message, namespace],
  )
const granted = (namespace: string) =>
  wallet.sessions()[0]?.namespaces[namespace]?.accounts[0]?.split(':')[2] ?? ''
const adr36 = (signer: string, message: string): StdSignDoc => ({
  chain_id: '',
  account_number: '0',
  sequence: '0',
  fee: { gas: '0', amount: [] },
  msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }],
  memo: '',
})
const load = async () => {
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
  await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
}

describe('WalletConnect in Chromium for all five namespaces, the built-in chain plugins, a Node wallet on the local relay', () => {
  it('pairs once by QR code and connects eip155, solana, polkadot, cosmos and bip122; each signs over the session', async () => {
    const query = new URLSearchParams({
      relay: relay.url,
      networks: JSON.stringify([...devNetworks(devnet), rpc.network]),
    })
    await tab.goto(`${served.url}?${query}`)
    await load()
    await tab.click('#open')
    await tab
      .getByRole('dialog')
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    const uri = await tab.locator('[data-uri^="wc:"]').getAttribute('data-uri')
    expect((await wallet.pair(uri!)).approved).toBe(true)
    await expect
      .poll(statuses, { timeout: 15_000 })
      .toEqual(Object.fromEntries(all.map((namespace) => [namespace, 'connected'])))
    await tab.getByRole('dialog').waitFor({ state: 'detached' })
    expect(wallet.proposals).toBe(1)
    expect(Object.keys(wallet.sessions()[0]?.namespaces ?? {}).sort()).toEqual([...all].sort())
    expect(
      await tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().activeNamespace),
    ).toBe('eip155')

    const message = 'One session, five namespaces'
    expect(await wallet.verifies(message, (await sign(message, 'eip155')) as `0x${string}`)).toBe(true)
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(message),
        bs58.decode(await sign(message, 'solana')),
        bs58.decode(granted('solana')),
      ),
    ).toBe(true)
    expect(
      signatureVerify(`<Bytes>${message}</Bytes>`, await sign(message, 'polkadot'), granted('polkadot'))
        .isValid,
    ).toBe(true)
    const [key] = await (
      await Secp256k1HdWallet.fromMnemonic(devMnemonic, { prefix: 'cosmos' })
    ).getAccounts()
    expect(key?.address).toBe(granted('cosmos'))
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(await sign(message, 'cosmos'))),
        sha256(serializeSignDoc(adr36(granted('cosmos'), message))),
        key!.pubkey,
      ),
    ).toBe(true)
    expect(Verifier.verifySignature(granted('bip122'), message, await sign(message, 'bip122'))).toBe(true)
  }, 90_000)

  it('restores all five from the session after a reload, and the wallet ending it disconnects them all', async () => {
    await tab.reload()
    await load()
    await expect
      .poll(statuses, { timeout: 15_000 })
      .toEqual(Object.fromEntries(all.map((namespace) => [namespace, 'connected'])))
    expect(wallet.proposals).toBe(1)
    await wallet.deleteSessions()
    await expect
      .poll(statuses, { timeout: 15_000 })
      .toEqual(Object.fromEntries(all.map((namespace) => [namespace, 'disconnected'])))
    expect(pageErrors).toEqual([])
  }, 60_000)
})
