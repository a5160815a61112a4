// `npm run bench`: Gangway against AppKit, RainbowKit and ConnectKit, built alike and run alike; writes bench/results.md.
// Installs bench/node_modules from bench/package-lock.json when it is missing or stale (the root's npm ci must have run).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const startedAt = Date.now()
const benchDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(benchDir)
const say = (text) => console.log(`[bench] ${text}`)

function ensureBenchModules() {
  const lock = join(benchDir, 'package-lock.json')
  const stamp = join(benchDir, 'node_modules', '.gangway-bench-lock-hash')
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return
  say(
    existsSync(join(benchDir, 'node_modules'))
      ? 'bench/package-lock.json changed: running npm ci --prefix bench'
      : 'bench/node_modules missing: running npm ci --prefix bench',
  )
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', benchDir, '--legacy-peer-deps', '--no-audit', '--no-fund', '--ignore-scripts'],
    { cwd: root, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error('npm ci --prefix bench failed')
  writeFileSync(stamp, hash)
}

if (!existsSync(join(root, 'node_modules'))) {
  console.error('[bench] node_modules missing at the repo root: run `npm ci` (or `npm test`) first')
  process.exit(1)
}
const chromiumPath = process.env.GANGWAY_CHROMIUM ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  console.error(
    `[bench] Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set GANGWAY_CHROMIUM)`,
  )
  process.exit(1)
}
ensureBenchModules()
const { main } = await import('./lib/main.mjs')
await main({ root, benchDir, startedAt })
