import { launchChromium } from '../fixtures/launchChromium.js'

/** What a visitor's browser saw of a host page, up to and including the first click on the button. */
interface Visit {
  readonly status: number | undefined
  readonly requestsBeforeClick: readonly string[]
  readonly errorsBeforeClick: readonly string[]
  readonly dialogOpened: boolean
}

/**
 * Opens `url` in Chromium, waits for the Connect Wallet button to be live (React has attached to it, so
 * a server-rendered page has hydrated), lets the page settle, records every request it made that
 * `isOwn` does not accept and every console error or uncaught error, then clicks and waits for the modal.
 */
export async function visitHost(url: string, isOwn: (path: string) => boolean): Promise<Visit> {
  const browser = await launchChromium()
  try {
    const tab = await browser.newPage()
    const requests: string[] = []
    const errors: string[] = []
    tab.on('request', (request) => {
      const target = new URL(request.url())
      if (!(target.origin === new URL(url).origin && isOwn(target.pathname))) requests.push(request.url())
    })
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    tab.on('pageerror', (error) => errors.push(error.message))
    const response = await tab.goto(url)
    const button = tab.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor()
    await tab.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (element) =>
            element.textContent?.includes('Connect Wallet') &&
            Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      undefined,
      { timeout: 15_000 },
    )
    await tab.waitForTimeout(300)
    const requestsBeforeClick = [...requests]
    const errorsBeforeClick = [...errors]
    await button.click()
    const dialogOpened = await tab
      .getByRole('dialog')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      )
    return { status: response?.status(), requestsBeforeClick, errorsBeforeClick, dialogOpened }
  } finally {
    await browser.close()
  }
}
