import { makeSignDoc, Secp256k1HdWallet, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import bs58 from 'bs58'
import type { Browser, Page } from 'playwright-core'
import nacl from 'tweetnacl'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devMnemonic } from '../../playground/devnet/devMnemonic.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  gangway: {
    getState(): { activeNamespace?: string }
    stores: {
      accounts: { getState(): { byNamespace: Record<string, { status: string; address?: string }> } }
    }
    signMessage(message: string, namespace?: string): Promise<string>
    disconnect(namespace?: string): Promise<void>
  }
}

const namespaces = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'] as const
const pageErrors: string[] = []
let devnet: Devnet
let rpc: LocalSolanaRpc
let browser: Browser
let served: ServedPage
let tab: Page

beforeAll(async () => {
  ;[devnet, rpc, browser, served] = await Promise.all([
    startDevnet(),
    startSolanaRpc(),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/allNamespaces.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
  ])
  tab = await browser.newPage({ viewport: { width: 1100, height: 800 } })
  tab.setDefaultTimeout(15_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })
}, 60_000)
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await Promise.all([devnet?.stop(), rpc?.stop()])
})

const dialog = () => tab.getByRole('dialog')
const accounts = () =>
  tab.evaluate(() => {
    const { byNamespace } = (window as unknown as PageWindow).gangway.stores.accounts.getState()
    return Object.fromEntries(
      Object.entries(byNamespace).map(([namespace, account]) => [namespace, account.status]),
    )
  })
const addressOf = (namespace: string) =>
  tab.evaluate(
    (name) => (window as unknown as PageWindow).gangway.stores.accounts.getState().byNamespace[name]?.address,
    namespace,
  )
const sign = (message: string, namespace: string) =>
  tab.evaluate(
    ([text, name]) => (window as unknown as PageWindow).gangway.signMessage(text!, name),
    [message, namespace],
  )
const adr36 = (signer: string, message: string) =>
  serializeSignDoc(
    makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    ),
  )

describe('the five dev wallets of one identity: one Connect row, one click, five namespaces', () => {
  it('shows one row with a badge per namespace, and one click connects all five', async () => {
    const query = new URLSearchParams({
      networks: JSON.stringify([...devNetworks(devnet), rpc.network]),
      evm: JSON.stringify(devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))),
      solana: JSON.stringify([{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }]),
    })
    await tab.goto(`${served.url}?${query}`)
    await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
    await tab.click('#open')
    const rows = dialog().locator('[data-wallet^="connector:"]')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(1)
    const tags = await rows.first().locator('.gw-tag').allTextContents()
    expect(new Set(tags)).toEqual(new Set(['EVM', 'Solana', 'Polkadot', 'Cosmos', 'Bitcoin', 'Installed']))
    await rows.first().click()
    await dialog().waitFor({ state: 'detached' })
    expect(await accounts()).toEqual(Object.fromEntries(namespaces.map((name) => [name, 'connected'])))
    // The first configured network's namespace was active before the click, and stays active.
    expect(
      await tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().activeNamespace),
    ).toBe('eip155')
  })

  it('signs in each namespace, each signature verified by a library the wallet does not sign with', async () => {
    const message = 'five namespaces'
    const evm = (await addressOf('eip155')) as `0x${string}`
    expect(evm).toBe(devnet.accounts[0]!.address)
    expect(
      await verifyMessage({
        address: evm,
        message,
        signature: (await sign(message, 'eip155')) as `0x${string}`,
      }),
    ).toBe(true)

    const sol = (await addressOf('solana'))!
    const solSignature = bs58.decode(await sign(message, 'solana'))
    expect(nacl.sign.detached.verify(new TextEncoder().encode(message), solSignature, bs58.decode(sol))).toBe(
      true,
    )

    const dot = (await addressOf('polkadot'))!
    expect(signatureVerify(u8aWrapBytes(message), await sign(message, 'polkadot'), dot).isValid).toBe(true)

    const atom = (await addressOf('cosmos'))!
    const [expected] = await (
      await Secp256k1HdWallet.fromMnemonic(devMnemonic, { prefix: 'cosmos' })
    ).getAccounts()
    expect(atom).toBe(expected!.address)
    const atomSignature = Secp256k1Signature.fromFixedLength(fromBase64(await sign(message, 'cosmos')))
    expect(
      await Secp256k1.verifySignature(atomSignature, sha256(adr36(atom, message)), expected!.pubkey),
    ).toBe(true)

    const btc = (await addressOf('bip122'))!
    const btcSignature = await sign(message, 'bip122')
    expect(Verifier.verifySignature(btc, message, btcSignature)).toBe(true)
    expect(Verifier.verifySignature(btc, `${message}!`, btcSignature)).toBe(false)
  })

  it('reconnects all five after a reload without a prompt, and disconnects one namespace leaving the others', async () => {
    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
    await expect
      .poll(accounts, { timeout: 15_000 })
      .toEqual(Object.fromEntries(namespaces.map((name) => [name, 'connected'])))
    expect(await dialog().count()).toBe(0)
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect('polkadot'))
    expect(await accounts()).toMatchObject({
      eip155: 'connected',
      solana: 'connected',
      polkadot: 'disconnected',
      cosmos: 'connected',
      bip122: 'connected',
    })
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect())
    expect(Object.values(await accounts()).every((status) => status === 'disconnected')).toBe(true)
  })
})
