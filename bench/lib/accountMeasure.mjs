// The account scenario in Chromium: connect the bench wallet, open the Account view, choose its tabs, scroll its lists.

/** In the page before its scripts: the last trusted click's time, and watchers for a list's first row and a scroll to its end. */
function installAccountProbe() {
  const probe = { clickAt: null }
  window.addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) probe.clickAt = event.timeStamp
    },
    true,
  )
  const list = (label) =>
    document.querySelector('gangway-modal')?.shadowRoot?.querySelector(`ul[aria-label="${label}"]`) ?? null
  const firstRowShown = (label) => {
    const rect = list(label)?.querySelector('li[data-index]')?.getBoundingClientRect()
    return rect !== undefined && rect.height > 0 && rect.width > 0 && rect.top < innerHeight
  }
  /** performance.now() at the first animation frame where the list `label` shows a row; null after `timeoutMs`. */
  probe.firstRow = (label, timeoutMs = 15_000) =>
    new Promise((resolve) => {
      const started = performance.now()
      const tick = () => {
        const now = performance.now()
        if (firstRowShown(label)) return resolve(now)
        if (now - started > timeoutMs) return resolve(null)
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
  /**
   * Scrolls the list `label` by `step` px every animation frame until it is at its end with at least
   * `minRows` rows (pages load on the way); the frame deltas idle just before and while scrolling.
   */
  probe.scrollToEnd = (label, step, minRows, timeoutMs = 120_000) =>
    new Promise((resolve) => {
      const scroller = list(label)?.closest('[data-windowed]')
      if (!scroller) return resolve(null)
      const idle = []
      const scrolling = []
      let last
      let started
      const rows = () =>
        Number(list(label)?.querySelector('li[data-index]')?.getAttribute('aria-setsize') ?? 0)
      const tick = () => {
        const now = performance.now()
        if (last !== undefined) (started === undefined ? idle : scrolling).push(now - last)
        last = now
        if (started === undefined && idle.length >= 30) started = now
        if (started !== undefined) {
          const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
          if ((atEnd && rows() >= minRows) || now - started > timeoutMs)
            return resolve({
              idle,
              scrolling,
              rows: rows(),
              ms: now - started,
              complete: atEnd && rows() >= minRows,
            })
          scroller.scrollTop += step
        }
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
  window.__account = probe
}

const round = (value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value)

function frameFigures(frames, taskMs) {
  const sorted = [...frames.idle].sort((a, b) => a - b)
  const budget = sorted[Math.floor(sorted.length / 2)]
  return {
    frameBudget: round(budget),
    frames: frames.scrolling.length,
    dropped: frames.scrolling.filter((delta) => delta > 1.5 * budget).length,
    over16_7: frames.scrolling.filter((delta) => delta > 16.7 + 0.5).length,
    longestFrame: round(Math.max(...frames.scrolling)),
    scrollMs: round(frames.ms),
    taskMsPerFrame: round(taskMs / Math.max(1, frames.scrolling.length)),
    rows: frames.rows,
    complete: frames.complete,
  }
}

/**
 * One run in a new browser context. Times (ms) run from the trusted click's event timestamp to the first
 * animation frame that shows the list's first row; failures of a step are kept in `notes`.
 */
export async function runAccount(browser, { url, walletName, tokenCount, historyCount, pxPerFrame }) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  const result = { notes: [], errors: [] }
  await context.addInitScript(installAccountProbe)
  const tab = await context.newPage()
  tab.on('pageerror', (error) => result.errors.push(error.message.slice(0, 300)))
  const modal = () => tab.locator('gangway-modal')
  const timed = async (label, click) => {
    const shown = tab.evaluate((l) => window.__account.firstRow(l), label)
    await click()
    const at = await shown
    const clickAt = await tab.evaluate(() => window.__account.clickAt)
    if (at === null) throw new Error(`the list ${label} showed no row within 15 s`)
    return round(at - clickAt)
  }
  const chooseTab = (name) => modal().getByRole('tab', { name, exact: true }).click()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const busyMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000
  }
  const scroll = async (label, minRows) => {
    const before = await busyMs()
    const frames = await tab.evaluate(
      ([l, s, m]) => window.__account.scrollToEnd(l, s, m),
      [label, pxPerFrame, minRows],
    )
    const taskMs = (await busyMs()) - before
    if (!frames) throw new Error(`no scroller for ${label}`)
    return frameFigures(frames, taskMs)
  }
  try {
    await tab.goto(url, { waitUntil: 'load' })
    const button = tab.locator('#root button.gwb')
    await button.click()
    await modal()
      .getByRole('button', { name: new RegExp(walletName) })
      .first()
      .click()
    await tab.waitForFunction(() =>
      /0x[0-9a-f]{2,8}\s*…\s*[0-9a-f]{0,4}2266/i.test(
        document.querySelector('#root button.gwb')?.textContent ?? '',
      ),
    )
    if (
      await modal()
        .locator('[role=dialog]')
        .isVisible()
        .catch(() => false)
    )
      await tab.keyboard.press('Escape')
    await tab.waitForTimeout(1000)
    result.tokensUncached = await timed('Tokens', () => button.click())
    result.activityUncached = await timed('Activity', () => chooseTab('Activity'))
    await tab.waitForTimeout(1000)
    result.tokensCached = await timed('Tokens', () => chooseTab('Tokens'))
    await tab.waitForTimeout(1000)
    result.activityCached = await timed('Activity', () => chooseTab('Activity'))
    await tab.waitForTimeout(1000)
    result.activityScroll = await scroll('Activity', historyCount)
    await tab.waitForTimeout(500)
    result.tokensCachedAfterAll = await timed('Tokens', () => chooseTab('Tokens'))
    await tab.waitForTimeout(1000)
    result.tokensScroll = await scroll('Tokens', tokenCount)
    await tab.waitForTimeout(500)
    result.activityCachedAfterAll = await timed('Activity', () => chooseTab('Activity'))
  } catch (error) {
    result.notes.push(`run failed: ${error.message.split('\n')[0]}`)
  } finally {
    await context.close()
  }
  return result
}
