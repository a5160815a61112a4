import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Playground } from '../../playground/startPlayground.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { startTestPlayground } from '../fixtures/startTestPlayground.js'

let playground: Playground
let browser: Browser
let tab: Page

beforeAll(async () => {
  browser = await launchChromium()
  playground = await startTestPlayground('playgroundFarcaster')
  tab = await browser.newPage({ viewport: { width: 1440, height: 1000 } })
  tab.setDefaultTimeout(30_000)
}, 720_000)
afterAll(async () => {
  await browser?.close()
  await playground?.stop()
})

const dialog = () => tab.getByRole('dialog')

describe('the playground’s dev Farcaster app', () => {
  it('approves the Sign In With Farcaster code the widget shows: the visitor is connected with the devnet fid', async () => {
    expect(playground.devnet.farcaster?.fid).toBeGreaterThan(0)
    await tab.goto(playground.url)
    await tab.getByTestId('feature-toggle-receive').waitFor()
    const panel = tab.getByTestId('dev-farcaster-app')
    await tab.getByTestId('host-stage').getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: 'Continue with Farcaster' }).click()
    await dialog().getByRole('img', { name: 'Farcaster sign-in QR code' }).waitFor()
    await panel.getByRole('button', { name: 'Approve the sign-in' }).click()
    await panel.getByTestId('dev-farcaster-result').waitFor()
    expect(await panel.getByTestId('dev-farcaster-result').textContent()).toBe(
      `Signed as fid ${playground.devnet.farcaster?.fid} (gangway-dev)`,
    )
    await dialog().waitFor({ state: 'hidden' })
    await tab.getByRole('button', { name: 'Open the modal' }).click()
    await dialog().getByText('Signed in with Farcaster as gangway-dev').waitFor()
    await tab.screenshot({ path: 'test-artifacts/playground-farcaster.png' })
  })
})
