// The whole benchmark: build every page, start the devnet and one server, run the pages alternately in Chromium, report.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { keepAccountResults } from './accountReport.mjs'
import { buildDevWallet, buildPage, esbuildSettings, pageSizes, writeJson } from './build.mjs'
import { startBenchDevnet } from './devnet.mjs'
import { chromiumArgs, runHoverOpen, runPage, runWalletList } from './measure.mjs'
import { summarize, writeReport } from './report.mjs'
import { startBenchServer } from './server.mjs'
import { keepServerResults } from './serverReport.mjs'
import { detectPlugins, gangwayVariants, variantSource } from './variants.mjs'
import { walletName, widgets } from './widgets.mjs'

const say = (text) => console.log(`[bench] ${text}`)
const envNumber = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)

function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8')
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? 'unknown'
  return {
    nproc: availableParallelism(),
    cpu: model.trim(),
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  }
}

function versions(benchDir, root) {
  const read = (dir, name) => {
    try {
      return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version
    } catch {
      return undefined
    }
  }
  const own = JSON.parse(readFileSync(join(benchDir, 'package.json'), 'utf8'))
  const names = [
    ...Object.keys(own.dependencies),
    '@reown/appkit-controllers',
    '@reown/appkit-ui',
    '@walletconnect/universal-provider',
    '@walletconnect/ethereum-provider',
    '@coinbase/wallet-sdk',
    '@metamask/sdk',
  ]
  const bench = Object.fromEntries(names.map((name) => [name, read(benchDir, name)]).filter(([, v]) => v))
  const gangway = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
    } catch {
      return undefined
    }
  }
  return {
    bench,
    gangway: {
      version: gangway.version,
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges:
        (git('status', '--porcelain', '--', 'core', 'plugins', 'ui-kit', 'entries') ?? '') !== '',
      dependencies: Object.fromEntries(
        ['zustand', 'mitt', 'uqr', 'viem'].map((name) => [name, read(root, name)]).filter(([, v]) => v),
      ),
    },
  }
}

async function buildAll({ root, benchDir, cacheDir }) {
  const detected = detectPlugins(root)
  const pages = []
  const notes = []
  const order = [
    { id: 'react', widget: widgets.react },
    ...gangwayVariants(detected).map((variant) => ({ ...variant, widget: widgets.gangway })),
    { id: 'appkit', widget: widgets.appkit },
    { id: 'rainbowkit', widget: widgets.rainbowkit },
    { id: 'connectkit', widget: widgets.connectkit },
  ]
  const only = process.env.BENCH_PAGES?.split(',').map((id) => id.trim())
  for (const item of order) {
    if (only && !only.includes(item.id)) continue
    const started = Date.now()
    const options = {
      id: item.id,
      entry: join(benchDir, item.widget.entry),
      outdir: join(cacheDir, 'pages', item.id),
      root,
      benchDir,
    }
    let plugins = item.plugins ?? []
    let page
    while (!page) {
      try {
        page = await buildPage({ ...options, variantSource: variantSource(plugins, detected) })
      } catch (error) {
        const reason = error.message.split('\n').slice(0, 2).join(' ')
        if (item.id === 'gangway' && plugins.length > 0) {
          notes.push(`${item.id}: the build with ${plugins.join(' + ')} failed (${reason}); built without it`)
          plugins = []
        } else if (item.id.startsWith('gangway-')) {
          notes.push(`${item.id}: the build with ${plugins.join(' + ')} failed (${reason}); page left out`)
          break
        } else throw error
      }
    }
    if (!page) continue
    page.widget =
      item.widget === widgets.gangway
        ? { ...item.widget, label: plugins.length ? `Gangway (+ ${plugins.join(', ')})` : 'Gangway' }
        : item.widget
    page.plugins = plugins
    page.sizes = pageSizes(page)
    page.buildMs = Date.now() - started
    pages.push(page)
    say(`built ${item.id} in ${page.buildMs} ms: ${page.sizes.chunks} chunks`)
  }
  const devWalletFile = join(cacheDir, 'devwallet.js')
  await buildDevWallet({ entry: join(benchDir, 'pages/devWallet.ts'), outfile: devWalletFile, benchDir })
  return { pages, detected, notes, devWalletFile }
}

/** Formats files the way `npm run lint` expects them (biome formats markdown tables too); skipped when biome is missing. */
export function formatWithBiome(root, files) {
  const biome = join(root, 'node_modules/.bin/biome')
  if (!existsSync(biome)) return
  spawnSync(biome, ['format', '--write', ...files], { cwd: root, stdio: 'ignore' })
}

/** A run as results.json keeps it: message texts cut, WebSocket URLs (they carry tokens) cut to their host. */
function trimRun(run) {
  const host = (url) => url.replace(/^(wss?:\/\/[^/?]+).*$/, '$1')
  return {
    ...run,
    openWaterfall: process.env.BENCH_PAGES ? run.openWaterfall : undefined,
    errors: run.errors.map((error) => ({ ...error, text: error.text.slice(0, 300) })),
    websockets: run.websockets.map((socket) => ({ ...socket, url: host(socket.url) })),
    outside: Object.fromEntries(
      Object.entries(run.outside).map(([phase, urls]) => [phase, urls.map((url) => url.slice(0, 200))]),
    ),
  }
}

export async function main({ root, benchDir, startedAt = Date.now() }) {
  const started = startedAt
  const budgetMs = envNumber('BENCH_BUDGET_S', 540) * 1000
  const runs = envNumber('BENCH_RUNS', 7)
  const listRuns = envNumber('BENCH_LIST_RUNS', 5)
  const walletCount = 5000
  const cacheDir = process.env.BENCH_CACHE ?? join(benchDir, 'node_modules/.cache/gangway-bench')
  mkdirSync(cacheDir, { recursive: true })
  const loadBefore = loadavg()

  say('building the pages (esbuild, one configuration for all)')
  const built = await buildAll({ root, benchDir, cacheDir })
  say('starting the devnet (anvil) and the dev services')
  const net = await startBenchDevnet({ root, cacheDir, walletCount })
  const server = await startBenchServer({
    pages: built.pages,
    devWalletFile: built.devWalletFile,
    config: {
      chains: net.devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      projectId: '0123456789abcdef0123456789abcdef',
      directory: net.directory,
    },
    services: net.services,
  })
  const browser = await chromium.launch({
    executablePath: process.env.GANGWAY_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  })
  const results = Object.fromEntries(built.pages.map((page) => [page.id, { runs: [], list: [] }]))
  let chromiumVersion = 'unknown'
  try {
    chromiumVersion = browser.version()
    const warm = await browser.newContext()
    const tab = await warm.newPage()
    for (const page of built.pages) await tab.goto(server.pageUrl(page.id), { waitUntil: 'load' })
    await warm.close()
    for (let round = 0; round < runs; round++) {
      if (round > 0 && Date.now() - started > 0.75 * budgetMs) {
        built.notes.push(
          `only ${round} of ${runs} rounds ran: the time budget (${budgetMs / 1000} s for the whole run, BENCH_BUDGET_S) was running out`,
        )
        break
      }
      for (const page of built.pages) {
        const target = { id: page.id, widget: page.widget, url: server.pageUrl(page.id) }
        const run = await runPage(browser, target)
        if (page.widget.finders.modal) run.hover = await runHoverOpen(browser, target)
        // Gangway fetches its first open's code once the page is idle; the same page with prefetch: 'intent'
        // shows the first open without it (the pointer arrives and clicks at once).
        if (page.id.startsWith('gangway'))
          run.intentOnly = await runHoverOpen(
            browser,
            { ...target, url: `${target.url}?prefetch=intent` },
            { restMs: 0, field: 'openIntentOnly' },
          )
        results[page.id].runs.push(run)
      }
      say(`round ${round + 1}/${runs} done (${Math.round((Date.now() - started) / 1000)} s)`)
    }
    const listPages = built.pages.filter((page) => page.widget.allWallets)
    for (let round = 0; round < listRuns; round++)
      for (const page of listPages) {
        if (round > 0 && Date.now() - started > 0.92 * budgetMs) continue
        const previous = results[page.id].list
        if (previous.length > 0 && previous.every((run) => run.listShown === undefined)) continue
        const run = await runWalletList(browser, {
          id: page.id,
          widget: page.widget,
          url: server.pageUrl(page.id),
          search: '7',
          scrollMs: 3000,
          pxPerFrame: 50,
        })
        previous.push(run)
      }
    say(`wallet list runs done (${Math.round((Date.now() - started) / 1000)} s)`)
  } finally {
    await browser.close()
    await server.close()
    await net.stop()
  }

  const output = {
    date: new Date().toISOString(),
    wallMs: Date.now() - started,
    machine: { ...machine(), loadBefore, loadAfter: loadavg(), chromium: chromiumVersion },
    versions: versions(benchDir, root),
    settings: {
      runs,
      listRuns,
      walletCount,
      walletName,
      esbuild: { ...esbuildSettings, metafile: undefined, logLevel: undefined },
      directory: net.source,
      plugins: built.detected,
    },
    notes: built.notes,
    pages: built.pages.map((page) => {
      const measured = {
        id: page.id,
        label: page.widget.label,
        plugins: page.plugins,
        packages: page.widget.packages,
        noWalletList: page.widget.noWalletList,
        sizes: page.sizes,
        files: page.files,
        initial: page.initial,
        initialInputs: page.initialInputs,
        fileInputs: page.fileInputs,
        buildWarnings: page.warnings,
        runs: results[page.id].runs,
        walletList: results[page.id].list,
      }
      const summary = summarize(measured)
      return {
        ...measured,
        summary,
        files: undefined,
        fileInputs: undefined,
        runs: measured.runs.map(trimRun),
      }
    }),
  }
  // A run of some pages only (BENCH_PAGES) is a development check: it never replaces the committed results.
  const outDir = process.env.BENCH_PAGES ? cacheDir : benchDir
  const restoreServer = outDir === benchDir ? keepServerResults(benchDir) : () => {}
  const restoreAccount = outDir === benchDir ? keepAccountResults(benchDir) : () => {}
  writeJson(join(outDir, 'results.json'), output)
  if (outDir === benchDir) writeReport(join(outDir, 'results.md'), output)
  restoreServer()
  restoreAccount()
  if (outDir === benchDir) formatWithBiome(root, [join(benchDir, 'results.md')])
  say(`wrote the results to ${outDir} in ${Math.round(output.wallMs / 1000)} s`)
}
