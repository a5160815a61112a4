// `npm run bench:account`: Gangway's Account view with 500 tokens and 2,000 activity items (time to the first row of
// each tab, uncached and cached; dropped frames while scrolling each list to its end); writes the "Account view"
// section of bench/results.md and the `account` key of bench/results.json. Settings by environment:
//   BENCH_ACCOUNT_RUNS (5; another value than 5 is a quick check, written to test-artifacts/bench-account/ only),
//   BENCH_ACCOUNT_PX (px scrolled per frame, 100).
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { createAccountApi } from './lib/accountApi.mjs'
import { runAccount } from './lib/accountMeasure.mjs'
import { summarizeAccount, writeAccountResults } from './lib/accountReport.mjs'
import { buildDevWallet, buildPage, writeJson } from './lib/build.mjs'
import { formatWithBiome } from './lib/main.mjs'
import { chromiumArgs } from './lib/measure.mjs'
import { startBenchServer } from './lib/server.mjs'
import { walletName } from './lib/widgets.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(benchDir)
const say = (text) => console.log(`[bench:account] ${text}`)
const runs = Number(process.env.BENCH_ACCOUNT_RUNS ?? 5)
const pxPerFrame = Number(process.env.BENCH_ACCOUNT_PX ?? 100)
const settings = { runs, pxPerFrame, tokenCount: 500, historyCount: 2_000, pageSize: 50 }
const goals = { cachedFirstRowMs: 100, droppedFrames: 0 }
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()

const cacheDir = join(root, 'test-artifacts/bench-account')
mkdirSync(cacheDir, { recursive: true })
const loadBefore = loadavg()
say('building the page')
const page = await buildPage({
  id: 'account',
  entry: join(benchDir, 'pages/account.tsx'),
  outdir: join(cacheDir, 'page'),
  root,
  benchDir,
})
const devWalletFile = join(cacheDir, 'wallet.js')
await buildDevWallet({ entry: join(benchDir, 'pages/accountWallet.ts'), outfile: devWalletFile, benchDir })
const api = createAccountApi(settings)
const server = await startBenchServer({
  pages: [page],
  devWalletFile,
  config: { chains: [], projectId: '0123456789abcdef0123456789abcdef' },
  services: api.handler,
})
const browser = await chromium.launch({
  executablePath: process.env.GANGWAY_CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
})
const results = []
let chromiumVersion
try {
  chromiumVersion = browser.version()
  for (let run = 0; run < runs; run++) {
    const result = await runAccount(browser, { url: server.pageUrl('account'), walletName, ...settings })
    results.push(result)
    say(
      `run ${run + 1}/${runs}: ${JSON.stringify({ ...result, tokensScroll: result.tokensScroll?.dropped, activityScroll: result.activityScroll?.dropped })}`,
    )
  }
} finally {
  await browser.close()
  await server.close()
}
const react = JSON.parse(
  readFileSync(createRequire(join(benchDir, 'x.js')).resolve('react/package.json'), 'utf8'),
).version
const figures = {
  date: new Date().toISOString(),
  commit: git('rev-parse', '--short', 'HEAD'),
  uncommittedChanges: git('status', '--porcelain', '--', 'core', 'plugins', 'ui-kit', 'entries') !== '',
  machine: {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    chromium: chromiumVersion,
    react,
    loadBefore: loadBefore.map((value) => value.toFixed(2)),
    loadAfter: loadavg().map((value) => value.toFixed(2)),
  },
  settings,
  goals,
  requests: api.counts,
  notes: [
    ...new Set(
      results.flatMap((run) => [...run.notes, ...run.errors.map((error) => `page error: ${error}`)]),
    ),
  ],
  runs: results,
  summary: summarizeAccount(results, goals),
}
if (runs === 5) {
  writeAccountResults(benchDir, figures)
  formatWithBiome(root, [join(benchDir, 'results.md')])
} else writeJson(join(cacheDir, 'results.json'), figures)
say(
  `${runs === 5 ? 'wrote bench/results.md' : `quick check, written to ${cacheDir}`}: ${JSON.stringify(figures.summary)}`,
)
