// `npm test`: install what is missing, then type check, lint, build, unit + integration + browser tests and
// size budgets. Prints one plain closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { ensureChromium, ensureNodeModules, ensurePostgres } from './ensureDeps.mjs'

const say = (text) => console.log(`\n[gangway] ${text}`)
const run = (label, command, args) => {
  say(label)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  return result.status === 0
}

ensureNodeModules()
process.env.GANGWAY_CHROMIUM = ensureChromium()
ensurePostgres()
process.env.GANGWAY_PACKAGE_TEST = '1'

// The three checks before the tests are independent and each mostly one core's work: they run at once (about
// 45 s instead of 80 s on 2 cores), each one's output printed whole when it ends.
const steps = [
  ['type check (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint and format (biome)', 'npx', ['biome', 'check', '.']],
  ['build (rollup + declarations)', 'npm', ['run', 'build', '--silent']],
]
const runQuietly = (label, command, args) =>
  new Promise((done) => {
    const started = Date.now()
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    let finished = false
    const finish = (ok) => {
      if (finished) return
      finished = true
      say(`${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
      process.stdout.write(Buffer.concat(output))
      done(ok)
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      finish(false)
    })
    child.on('close', (code) => finish(code === 0))
  })
const results = await Promise.all(steps.map(([label, command, args]) => runQuietly(label, command, args)))
const failedSteps = steps.filter((_, index) => !results[index]).map(([label]) => label)

mkdirSync('test-artifacts', { recursive: true })
const report = 'test-artifacts/vitest.json'
const extra = process.argv.slice(2)
const vitestOk = run('tests (vitest: unit, integration, browser, size budgets)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
])
if (!vitestOk) failedSteps.push('tests')

let passed = 0
let failed = 0
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests ?? 0
  // Failed tests, plus each test file that failed without running a test (an import error, say).
  const brokenFiles = (json.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length
  failed = (json.numFailedTests ?? 0) + brokenFiles
}
failed += failedSteps.filter((step) => step !== 'tests').length
if (failedSteps.length > 0) say(`failed: ${failedSteps.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failedSteps.length > 0 ? 1 : 0)
