// One run of one page in its own browser context: load, open (cold), reopen (warm), connect, reload (reconnect).
import { installProbe } from './probe.mjs'

/** The dev wallet's first account (0xf39F…2266) as the widgets truncate it. */
export const accountPattern = '0x[0-9a-f]{2,8}\\s*(?:…|\\.{2,3}|•+)\\s*[0-9a-f]{0,4}2266'

/**
 * Offline by name resolution: every host but the loopback ones fails to resolve, at once. (Not with
 * Playwright's route(): intercepting requests holds each one until the test process answers, which added
 * tens of ms to every script a lazy-loading widget fetches after the click and nothing to a widget that
 * loads everything at page start.) Requests to outside hosts are still seen and counted.
 */
export const chromiumArgs = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const isLoopback = (url) => {
  try {
    const { hostname, protocol } = new URL(url)
    return (
      protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost'
    )
  } catch {
    return true
  }
}

const round = (value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value)

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  const get = (name) => list.find((metric) => metric.name === name)?.value ?? 0
  return {
    script: get('ScriptDuration') * 1000,
    task: get('TaskDuration') * 1000,
    heap: get('JSHeapUsedSize'),
  }
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  return (await metrics(cdp)).heap
}

/** Waits until no request is in flight and none started for `quietMs`, at most `maxMs`. */
function settler(context) {
  let inflight = 0
  let last = Date.now()
  context.on('request', () => {
    inflight += 1
    last = Date.now()
  })
  const done = () => {
    inflight = Math.max(0, inflight - 1)
    last = Date.now()
  }
  context.on('requestfinished', done)
  context.on('requestfailed', done)
  return async (quietMs = 500, maxMs = 4000) => {
    const started = Date.now()
    while (Date.now() - started < maxMs) {
      if (inflight === 0 && Date.now() - last >= quietMs) return Date.now() - started
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return Date.now() - started
  }
}

const watch = (tab, name, condition, timeoutMs) =>
  tab.evaluate(([n, c, t]) => window.__bench.watch(n, c, t), [name, condition ?? name, timeoutMs ?? 15_000])
const rearm = (tab, name) => tab.evaluate((n) => window.__bench.rearm(n), name)
const mark = (tab, name) => tab.evaluate((n) => window.__bench.marks[n] ?? null, name)

/** Script URLs (paths) whose fetch started by `time` (ms since navigation start). */
const scriptsBy = (tab, time) =>
  tab.evaluate(
    (t) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= t && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    time,
  )

async function clickButton(tab, widget) {
  const box = await tab.evaluate(() => {
    const element = window.__bench.find.button(window.__bench.h)
    const rect = element?.getBoundingClientRect()
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null
  })
  if (!box) throw new Error(`${widget.label}: no connect button to click`)
  await tab.mouse.click(box.x, box.y)
}

/**
 * One measured run of `widget` at `url`. Every time is in ms: from navigation start, or from the
 * trusted click event's timestamp. Failures of a step are recorded in `notes`, never thrown.
 */
export async function runPage(browser, { id, widget, url }) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  const result = { id, notes: [], outside: { load: [], open: [], later: [] }, websockets: [], errors: [] }
  let phase = 'load'
  context.on('request', (request) => {
    if (!isLoopback(request.url())) result.outside[phase].push(request.url())
  })
  await context.addInitScript(installProbe, { finders: widget.finders, account: accountPattern })
  const settle = settler(context)
  const tab = await context.newPage()
  tab.on('websocket', (socket) => result.websockets.push({ phase, url: socket.url() }))
  tab.on('pageerror', (error) => result.errors.push({ phase, kind: 'pageerror', text: error.message }))
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      result.errors.push({ phase, kind: `console.${message.type()}`, text: message.text() })
  })
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Performance.enable')
  try {
    await tab.goto(url, { waitUntil: 'load' })
    result.buttonVisible = round(await watch(tab, 'button'))
    await settle()
    const loaded = await metrics(cdp)
    result.loadScriptMs = round(loaded.script)
    result.loadHeap = await heapAfterGc(cdp)
    if (!widget.finders.modal) return result

    phase = 'open'
    const before = await metrics(cdp)
    const dialog = watch(tab, 'modal')
    const opened = watch(tab, 'connectView')
    await clickButton(tab, widget)
    const shownAt = await opened
    const clickAt = await mark(tab, 'click')
    if (shownAt === null) result.notes.push('the Connect view did not show within 15 s of the click')
    else {
      result.openCold = round(shownAt - clickAt)
      const dialogAt = await dialog
      if (dialogAt !== null) result.openDialog = round(dialogAt - clickAt)
      result.openScriptsLoaded = round(
        await tab.evaluate(
          ([from, to]) =>
            Math.max(
              from,
              ...performance
                .getEntriesByType('resource')
                .filter((entry) => entry.startTime >= from && entry.startTime <= to)
                .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
                .map((entry) => entry.responseEnd),
            ) - from,
          [clickAt, shownAt],
        ),
      )
      result.scriptsAtConnectView = await scriptsBy(tab, shownAt)
      result.openWaterfall = await tab.evaluate(
        ([from, to]) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= from - 200 && entry.startTime <= to)
            .map((entry) => [
              new URL(entry.name).pathname.split('/').pop(),
              Math.round(entry.startTime - from),
              Math.round(entry.responseEnd - from),
            ]),
        [clickAt, shownAt],
      )
    }
    await settle()
    const open = await metrics(cdp)
    result.openScriptMs = round(open.script - before.script)
    result.openHeap = await heapAfterGc(cdp)

    await tab.keyboard.press('Escape')
    if ((await watch(tab, 'closed', 'modalGone', 5000)) === null) result.notes.push('Escape did not close')
    await tab.waitForTimeout(300)
    await rearm(tab, 'connectView')
    const reopened = watch(tab, 'connectView')
    await clickButton(tab, widget)
    const reshownAt = await reopened
    if (reshownAt !== null) result.openWarm = round(reshownAt - (await mark(tab, 'click')))
    else result.notes.push('the Connect view did not show again on reopen')

    phase = 'later'
    const connected = watch(tab, 'account', 'account', 15_000)
    await widget.clickWallet(tab)
    if ((await connected) === null) {
      result.notes.push('connecting the dev wallet from the modal did not show the account')
      return result
    }
    await tab.waitForTimeout(500)
    await tab.keyboard.press('Escape')
    await tab.evaluate(() => localStorage.setItem('bench:expect-account', '1'))
    await tab.waitForTimeout(200)
    await tab.reload({ waitUntil: 'commit' })
    const beforeReload = await metrics(cdp)
    const accountAt = await tab.evaluate(() => window.__bench.watch('account', 'account', 20_000))
    if (accountAt === null) result.notes.push('after a reload the account was not shown within 20 s')
    else result.reconnect = round(accountAt)
    await settle()
    const reloaded = await metrics(cdp)
    result.reloadScriptMs = round(reloaded.script - beforeReload.script)
  } catch (error) {
    result.notes.push(`run failed: ${error.message.split('\n')[0]}`)
  } finally {
    await context.close()
  }
  return result
}

const keystrokeWindowMs = 1500
const probeWindowMs = 600

/**
 * The first open as a person does it: the pointer comes to rest on the connect button, and clicks
 * `restMs` later (a widget may start loading on hover); the time is kept as `field`. Cold: a fresh
 * context, nothing opened before.
 */
export async function runHoverOpen(browser, { id, widget, url }, { restMs = 100, field = 'openHover' } = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  const result = { id, notes: [] }
  await context.addInitScript(installProbe, { finders: widget.finders, account: accountPattern })
  const settle = settler(context)
  const tab = await context.newPage()
  try {
    await tab.goto(url, { waitUntil: 'load' })
    await watch(tab, 'button')
    await settle()
    const box = await tab.evaluate(() => {
      const rect = window.__bench.find.button(window.__bench.h)?.getBoundingClientRect()
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null
    })
    if (!box) throw new Error('no connect button to hover')
    await tab.mouse.move(box.x, box.y)
    if (restMs > 0) await tab.waitForTimeout(restMs)
    const opened = watch(tab, 'connectView')
    await tab.mouse.down()
    await tab.mouse.up()
    const shownAt = await opened
    if (shownAt === null) result.notes.push('the Connect view did not show within 15 s of the click')
    else result[field] = round(shownAt - (await mark(tab, 'click')))
  } catch (error) {
    result.notes.push(`hover run failed: ${error.message.split('\n')[0]}`)
  } finally {
    await context.close()
  }
  return result
}

/**
 * The wallet list under load (the directory holds `walletCount` wallets): open All Wallets, type one
 * character in its search box (keydown to the first frame whose first row matches it, and the main
 * thread's busy time (TaskDuration) from the keystroke until the answer settled, less the same time idle
 * just before and less the probe's own per-frame check while it waits for the answer, measured idle), then scroll
 * the list at a steady `pxPerFrame` for `scrollMs` and count the frames longer than 1.5 frame budgets.
 */
export async function runWalletList(browser, { id, widget, url, search, scrollMs, pxPerFrame }) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  const result = { id, notes: [], outside: [] }
  context.on('request', (request) => {
    if (!isLoopback(request.url())) result.outside.push(request.url())
  })
  await context.addInitScript(installProbe, { finders: widget.finders, account: accountPattern, search })
  const settle = settler(context)
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Performance.enable')
  try {
    await tab.goto(url, { waitUntil: 'load' })
    await watch(tab, 'button')
    await tab.waitForTimeout(300)
    const opened = watch(tab, 'connectView')
    await clickButton(tab, widget)
    if ((await opened) === null) throw new Error('the Connect view did not show')
    const listShown = watch(tab, 'listShown', 'listShown', 10_000)
    await widget.allWallets(tab)
    const clickAt = await mark(tab, 'click')
    const shownAt = await listShown
    if (shownAt === null) {
      const rows = await tab.evaluate(() => window.__bench.find.rows(window.__bench.h).length)
      result.notes.push(`the list showed ${rows} wallets within 10 s of opening it`)
      return result
    }
    result.listShown = round(shownAt - clickAt)
    await tab.waitForTimeout(500)
    const box = widget.searchBox(tab)
    await box.click()
    await settle(300, 3000)
    const idleStart = await metrics(cdp)
    await tab.waitForTimeout(keystrokeWindowMs)
    const idleTask = (await metrics(cdp)).task - idleStart.task
    // The probe checks the first row in every frame until the answer shows: its own cost, idle, per ms.
    const probeStart = await metrics(cdp)
    const probing = watch(tab, 'probeOnly', 'probeOnly', probeWindowMs)
    await probing
    const probeTask = (await metrics(cdp)).task - probeStart.task
    const probeRate = Math.max(0, probeTask / probeWindowMs - idleTask / keystrokeWindowMs)
    const updated = watch(tab, 'searchUpdated', 'searchUpdated', 10_000)
    const beforeKey = await metrics(cdp)
    const keyAt = Date.now()
    await tab.keyboard.press(search)
    const updatedAt = await updated
    const probedMs = Date.now() - keyAt
    if (updatedAt === null) result.notes.push(`typing "${search}" did not update the list within 10 s`)
    else {
      result.searchUpdate = round(updatedAt - (await mark(tab, 'keydown')))
      // The directory's answer to the search (Resource Timing) to the frame showing it: one frame budget or less is "answered in one frame".
      const answeredAt = await tab.evaluate(
        (text) =>
          performance
            .getEntriesByType('resource')
            .findLast((entry) => new URL(entry.name).searchParams.get('search') === text)?.responseEnd ??
          null,
        search,
      )
      if (answeredAt !== null) result.answerShown = round(updatedAt - answeredAt)
      await settle(300, 3000)
      await tab.waitForTimeout(Math.max(0, keyAt + keystrokeWindowMs - Date.now()))
      const busy = (await metrics(cdp)).task - beforeKey.task
      const window = Date.now() - keyAt
      const baseline = (idleTask * window) / keystrokeWindowMs + probeRate * probedMs
      result.keystrokeTaskMs = round(Math.max(0, busy - baseline))
      result.keystrokeProbeMs = round(probeRate * probedMs)
    }
    const cleared = watch(tab, 'searchCleared', 'searchCleared', 10_000)
    await tab.keyboard.press('Backspace')
    await cleared
    await tab.waitForTimeout(500)
    const frames = await tab.evaluate(
      ({ durationMs, step }) =>
        new Promise((resolve) => {
          const bench = window.__bench
          const scroller = bench.find.scroller(bench.h)
          if (!scroller) return resolve(null)
          const idle = []
          const scrolling = []
          let last
          let started
          const tick = (time) => {
            if (last !== undefined) (started === undefined ? idle : scrolling).push(time - last)
            last = time
            if (started === undefined && idle.length >= 30) started = time
            if (started !== undefined) scroller.scrollTop += step
            if (started !== undefined && time - started >= durationMs)
              return resolve({ idle, scrolling, scrollTop: scroller.scrollTop })
            requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
      { durationMs: scrollMs, step: pxPerFrame },
    )
    if (!frames) result.notes.push('no scrolling element found')
    else {
      const sorted = [...frames.idle].sort((a, b) => a - b)
      const budget = sorted[Math.floor(sorted.length / 2)]
      result.frameBudget = round(budget)
      result.frames = frames.scrolling.length
      result.dropped = frames.scrolling.filter((delta) => delta > 1.5 * budget).length
      result.longestFrame = round(Math.max(...frames.scrolling))
      result.scrolledPx = Math.round(frames.scrollTop)
    }
  } catch (error) {
    result.notes.push(`run failed: ${error.message.split('\n')[0]}`)
  } finally {
    await context.close()
  }
  return result
}
