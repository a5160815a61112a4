// `npm test`: install what is missing, then type check, lint, build, unit + integration + browser tests and
// size budgets. Prints one plain closing line "N passed, N failed".
import { spawnSync } from 'node:child_process'
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

const steps = [
  ['type check (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint and format (biome)', 'npx', ['biome', 'check', '.']],
  ['build (rollup + declarations)', 'npm', ['run', 'build', '--silent']],
]
const failedSteps = []
for (const [label, command, args] of steps) if (!run(label, command, args)) failedSteps.push(label)

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
