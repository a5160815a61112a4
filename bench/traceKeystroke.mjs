// Dev tool: traces one All Wallets keystroke of the gangway page (CDP Tracing) and prints where the main thread's CPU time went.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildDevWallet, buildPage, esbuildSettings } from './lib/build.mjs'
import { startBenchDevnet } from './lib/devnet.mjs'
import { accountPattern, chromiumArgs } from './lib/measure.mjs'
import { installProbe } from './lib/probe.mjs'
import { startBenchServer } from './lib/server.mjs'
import { detectPlugins, gangwayVariants, variantSource } from './lib/variants.mjs'
import { widgets } from './lib/widgets.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(benchDir)
const cacheDir = process.env.BENCH_CACHE ?? join(benchDir, 'node_modules/.cache/gangway-trace')
const runs = Number(process.env.TRACE_RUNS ?? 3)
const search = process.env.TRACE_SEARCH ?? '7'
const windowMs = 1500
const results = new Map()
mkdirSync(cacheDir, { recursive: true })
if (process.env.TRACE_NAMES) {
  esbuildSettings.minify = false
  esbuildSettings.minifySyntax = true
  esbuildSettings.minifyWhitespace = true
}

const detected = detectPlugins(root)
const variant = gangwayVariants(detected)[0]
const roots = (process.env.TRACE_ROOTS ?? `gangway=${root}`).split(',').map((item) => item.split('='))
const pages = []
for (const [id, source] of roots)
  pages.push(
    await buildPage({
      id,
      entry: join(benchDir, widgets.gangway.entry),
      outdir: join(cacheDir, 'pages', id),
      root: source,
      benchDir,
      variantSource: variantSource(variant.plugins, detected),
    }),
  )
console.log(`built ${pages.map((page) => page.id).join(', ')}`)
const devWalletFile = join(cacheDir, 'devwallet.js')
await buildDevWallet({ entry: join(benchDir, 'pages/devWallet.ts'), outfile: devWalletFile, benchDir })
const net = await startBenchDevnet({ root, cacheDir, walletCount: 5000 })
const server = await startBenchServer({
  pages,
  devWalletFile,
  config: {
    chains: net.devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    projectId: '0123456789abcdef0123456789abcdef',
    directory: net.directory,
  },
  services: net.services,
})
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
})
const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'loading',
  'cc',
  'disabled-by-default-devtools.timeline.frame',
]

function analyse(events) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  )
  const pids = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  // the renderer with the most RunTask time is the page's
  const byThread = new Map()
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && pids.has(`${e.pid}:${e.tid}`)) {
      const key = `${e.pid}:${e.tid}`
      byThread.set(key, (byThread.get(key) ?? 0) + (e.tdur ?? 0))
    }
  const thread =
    [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (main && `${main.pid}:${main.tid}`)
  const own = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const tasks = own.filter((e) => e.name === 'RunTask')
  // self CPU time per event name (children subtracted) inside RunTask
  const self = new Map()
  const stack = []
  for (const e of own) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop()
    const parent = stack.at(-1)
    const t = e.tdur ?? 0
    if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - t)
    let label = e.name
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript')
      label = `${e.name} ${e.args?.data?.functionName ?? ''} ${(e.args?.data?.url ?? '').split('/').pop()}`
    if (e.name === 'EventDispatch') label = `EventDispatch ${e.args?.data?.type}`
    if (e.name === 'TimerFire') label = 'TimerFire'
    const item = { ts: e.ts, dur: e.dur, key: label }
    self.set(label, (self.get(label) ?? 0) + t)
    stack.push(item)
  }
  const key = own.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
  const keyTask = tasks.findLast((e) => e.ts <= key.ts) ?? key
  const cpuIn = (from, to) =>
    tasks.filter((e) => e.ts >= from && e.ts < to).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  const windowCpu = cpuIn(keyTask.ts, keyTask.ts + windowMs * 1000)
  const idleCpu = cpuIn(keyTask.ts - windowMs * 1000, keyTask.ts)
  // Wall time of the same tasks: what the bench's TaskDuration counts (a task descheduled by another thread counts whole).
  const wallIn = (from, to) =>
    tasks.filter((e) => e.ts >= from && e.ts < to).reduce((sum, e) => sum + e.dur, 0) / 1000
  const keystrokeWall =
    wallIn(keyTask.ts, keyTask.ts + windowMs * 1000) - wallIn(keyTask.ts - windowMs * 1000, keyTask.ts)
  const inKey = (e) => e.ts >= keyTask.ts && e.ts < keyTask.ts + windowMs * 1000
  const keyEvents = own.filter(inKey)
  const count = (name) => keyEvents.filter((e) => e.name === name).length
  const cpuOf = (name) =>
    keyEvents.filter((e) => e.name === name).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  const counts = {
    tasks: tasks.filter(inKey).length,
    frames: count('ProxyMain::BeginMainFrame'),
    paints: count('Paint'),
    layouts: count('Layout'),
    styles: count('UpdateLayoutTree'),
    requests: count('ResourceFetcher::requestResource'),
    loads: keyEvents.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'load').length,
    frameCpu: cpuOf('ProxyMain::BeginMainFrame'),
    layoutCpu: cpuOf('Layout'),
    styleCpu: cpuOf('UpdateLayoutTree'),
    jsCpu:
      keyEvents
        .filter((e) => e.name === 'FunctionCall' && !stackHasFunctionCall(e))
        .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
  }
  function stackHasFunctionCall(e) {
    return keyEvents.some(
      (x) => x !== e && x.name === 'FunctionCall' && x.ts <= e.ts && x.ts + x.dur >= e.ts + e.dur,
    )
  }
  const total = tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0)
  const wall = tasks.reduce((sum, e) => sum + e.dur, 0)
  const start = tasks[0]?.ts ?? 0
  const big = tasks
    .filter((e) => (e.tdur ?? 0) > 1000)
    .map((e) => {
      const inner = own.filter(
        (x) => x !== e && x.ts >= e.ts && x.ts + x.dur <= e.ts + e.dur && (x.tdur ?? 0) > 300,
      )
      const names = [...new Set(inner.map((x) => x.name))].slice(0, 8).join(',')
      return `  +${((e.ts - start) / 1000).toFixed(0)}ms cpu ${(e.tdur / 1000).toFixed(1)} wall ${(e.dur / 1000).toFixed(1)} [${names}]`
    })
  // Phases: typing (the keystroke's own tasks, before the 300 ms wait ends), the answer (asking, parsing,
  // rendering it, until the task that requests the first tile image), then the images of the new tiles.
  const waitEnd = keyTask.ts + 250_000
  const firstImage = events.find(
    (e) => e.name === 'ResourceSendRequest' && e.ts > waitEnd && /Image/.test(e.args?.data?.url ?? ''),
  )
  const windowEnd = keyTask.ts + windowMs * 1000
  const phases = {
    typing: cpuIn(keyTask.ts, waitEnd),
    answer: cpuIn(waitEnd, firstImage?.ts ?? windowEnd),
    images: firstImage ? cpuIn(firstImage.ts, windowEnd) : 0,
    longestTask: Math.max(...tasks.filter(inKey).map((e) => e.tdur ?? 0)) / 1000,
  }
  const requestUrls = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.ts >= keyTask.ts && e.ts < windowEnd)
    .map((e) => `  +${((e.ts - keyTask.ts) / 1000).toFixed(0)}ms ${e.args?.data?.url ?? ''}`)
  return {
    phases,
    requestUrls,
    keystroke: windowCpu - idleCpu,
    keystrokeWall,
    counts,
    window: windowCpu,
    idle: idleCpu,
    total: total / 1000,
    wall: wall / 1000,
    count: tasks.length,
    big,
    self: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(6)}  ${k}`),
  }
}

function profileSelf(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const total = new Map()
  profile.samples.forEach((id, index) => {
    const dt = profile.timeDeltas[index + 1] ?? 0
    const node = byId.get(id)
    const { functionName, url, lineNumber } = node.callFrame
    const key = `${functionName || '(anon)'} ${url.split('/').pop()}:${lineNumber}`
    self.set(key, (self.get(key) ?? 0) + dt)
    const seen = new Set()
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at).callFrame
      const name = `${frame.functionName || '(anon)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + dt)
    }
  })
  const list = (map) =>
    [...map.entries()]
      .filter(([k]) => !/^\((idle|program|root)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(6)}  ${k}`)
  return ['-- JS self (sampled, wall)', ...list(self), '-- JS total', ...list(total)]
}

try {
  for (let round = 0; round < runs * pages.length; round++) {
    const run = Math.floor(round / pages.length)
    const page = pages[round % pages.length]
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
    await context.addInitScript(installProbe, {
      finders: widgets.gangway.finders,
      account: accountPattern,
      search,
    })
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Performance.enable')
    await tab.goto(server.pageUrl(page.id), { waitUntil: 'load' })
    await tab.evaluate(() => window.__bench.watch('button'))
    await tab.waitForTimeout(300)
    ;(await widgets.gangway.finders) && tab.locator('#root button.gwb').first().click()
    await tab.evaluate(() => window.__bench.watch('connectView'))
    await widgets.gangway.allWallets(tab)
    await tab.evaluate(() => window.__bench.watch('listShown', 'listShown', 10_000))
    await tab.waitForTimeout(500)
    await widgets.gangway.searchBox(tab).click()
    await tab.waitForTimeout(1500)
    const chunks = []
    cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value))
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: categories },
      transferMode: 'ReportEvents',
    })
    await tab.waitForTimeout(windowMs + 100)
    await tab.keyboard.press(search)
    await tab.waitForTimeout(windowMs + 300)
    const first = await tab.evaluate(() => window.__bench.find.rows(window.__bench.h)[0]?.textContent ?? '')
    const { profile } = await cdp.send('Profiler.stop')
    await cdp.send('Tracing.end')
    await done
    if (process.env.TRACE_SAVE) {
      writeFileSync(join(cacheDir, `trace-${page.id}-${run}.json`), JSON.stringify({ traceEvents: chunks }))
      writeFileSync(join(cacheDir, `profile-${page.id}-${run}.cpuprofile`), JSON.stringify(profile))
    }
    const result = analyse(chunks)
    if (!results.has(page.id)) results.set(page.id, [])
    results.get(page.id).push(result)
    console.log(
      `${page.id} run ${run + 1}: keystroke cpu ${result.keystroke.toFixed(1)} ms (window ${result.window.toFixed(1)} - idle ${result.idle.toFixed(1)}), wall ${result.keystrokeWall.toFixed(1)} ms, first row "${first.slice(0, 30)}"`,
    )
    const c = result.counts
    console.log(
      `    tasks ${c.tasks}, frames ${c.frames} (cpu ${c.frameCpu.toFixed(1)}), paints ${c.paints}, layouts ${c.layouts} (${c.layoutCpu.toFixed(1)}), styles ${c.styles} (${c.styleCpu.toFixed(1)}), js ${c.jsCpu.toFixed(1)}, requests ${c.requests}, load events ${c.loads}`,
    )
    const p = result.phases
    console.log(
      `    typing ${p.typing.toFixed(1)}, answer ${p.answer.toFixed(1)}, images ${p.images.toFixed(1)} ms cpu; longest task ${p.longestTask.toFixed(1)} ms`,
    )
    if (process.env.TRACE_VERBOSE) console.log(result.big.join('\n'))
    if (process.env.TRACE_REQUESTS) console.log(result.requestUrls.join('\n'))
    if (process.env.TRACE_VERBOSE) {
      console.log(result.self.join('\n'))
      console.log(profileSelf(profile).join('\n'))
    }
    await context.close()
  }
  for (const [id, list] of results) {
    const sorted = list.map((r) => r.keystroke).sort((a, b) => a - b)
    const med = (pick) => list.map(pick).sort((a, b) => a - b)[Math.floor(list.length / 2)]
    for (const phase of ['typing', 'answer', 'images', 'longestTask'])
      console.log(`${id} ${phase}: median ${med((r) => r.phases[phase]).toFixed(1)} ms`)
    const keys = ['frames', 'frameCpu', 'layoutCpu', 'styleCpu', 'jsCpu', 'tasks', 'requests']
    console.log(
      `${id} medians: ${keys.map((key) => `${key} ${Math.round(med((r) => r.counts[key]) * 10) / 10}`).join(', ')}`,
    )
    console.log(
      `${id} keystroke cpu: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, range ${sorted[0].toFixed(1)}-${sorted.at(-1).toFixed(1)}, n ${sorted.length}: ${sorted.map((v) => v.toFixed(1)).join(' ')}`,
    )
    console.log(
      `${id} keystroke wall (the bench's TaskDuration): median ${med((r) => r.keystrokeWall).toFixed(1)} ms`,
    )
  }
} finally {
  await browser.close()
  await server.close()
  await net.stop()
}
