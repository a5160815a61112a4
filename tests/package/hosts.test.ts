import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attwProblems } from './attwProblems.js'
import type { CommandResult } from './CommandResult.js'
import type { HostRun } from './HostRun.js'
import { installedVersion } from './installedVersion.js'
import { nextQuickStartFiles } from './nextQuickStartFiles.js'
import { packProblems } from './packProblems.js'
import { prepareHost } from './prepareHost.js'
import { publintProblems } from './publintProblems.js'
import { runCommand } from './runCommand.js'
import { serveDirectory } from './serveDirectory.js'
import { startNextServer } from './startNextServer.js'
import { visitHost } from './visitHost.js'
import { writeNextHost } from './writeNextHost.js'
import { writeViteHost } from './writeViteHost.js'

// The packed package as a newcomer gets it: its contents, publint and arethetypeswrong, then three fresh
// hosts installed from the registry (Vite + React EVM-only without any Solana or WalletConnect SDK, Vite +
// React EVM + Solana, Next.js app router from README's quick start), each type-checked strictly and built,
// and the EVM and Next.js pages visited in Chromium. The installs take a minute or more on a cold npm
// cache, so the suite runs when GANGWAY_PACKAGE_TEST=1, which `npm test` (scripts/test.mjs) sets.

const enabled = process.env.GANGWAY_PACKAGE_TEST === '1'
const root = fileURLToPath(new URL('../..', import.meta.url))
const work = enabled ? mkdtempSync(join(tmpdir(), 'gangway-hosts-')) : ''
const hosts = { evm: join(work, 'evm'), evmSolana: join(work, 'evm-solana'), next: join(work, 'next') }
const runs: Partial<Record<keyof typeof hosts, HostRun>> = {}
const checks = { files: [] as string[], publint: [] as string[], attw: [] as string[] }

const passed = (step: CommandResult | undefined) => expect(step?.code, step?.output).toBe(0)
const listed = (dir: string, prefix: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${prefix}${join(entry.parentPath, entry.name).slice(dir.length + 1)}`)

beforeAll(async () => {
  if (!enabled) return
  expect(existsSync(join(root, 'dist/index.js')), 'dist is built by npm run build').toBe(true)
  const packed = await runCommand('npm', ['pack', '--json', '--pack-destination', work], root)
  expect(packed.code, packed.output).toBe(0)
  const [report] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }]
  const tarball = join(work, report.filename)
  checks.files = report.files.map((file) => file.path)
  const pluginEntries = checks.files
    .filter((file) => /^dist\/plugins\/[^/]+\.js$/.test(file))
    .map((file) => `./plugins/${basename(file, '.js')}`)
  writeViteHost(hosts.evm, tarball, {
    dependencies: { viem: installedVersion('viem') },
    imports: "import { mainnet } from 'gangway/networks'\nimport { eip155 } from 'gangway/plugins/eip155'",
    config: "{ projectId: 'host-test', networks: [mainnet], plugins: [eip155] }",
  })
  writeViteHost(hosts.evmSolana, tarball, {
    dependencies: { viem: installedVersion('viem'), '@solana/web3.js': installedVersion('@solana/web3.js') },
    imports:
      "import { mainnet, solanaMainnet } from 'gangway/networks'\nimport { eip155 } from 'gangway/plugins/eip155'\nimport { solana } from 'gangway/plugins/solana'",
    config: "{ projectId: 'host-test', networks: [mainnet, solanaMainnet], plugins: [eip155, solana] }",
  })
  writeNextHost(hosts.next, tarball, nextQuickStartFiles(readFileSync(join(root, 'README.md'), 'utf8')))
  const [evm, evmSolana, next, publint, attw] = await Promise.all([
    prepareHost(hosts.evm, 'tsconfig.json', 'vite/bin/vite.js'),
    prepareHost(hosts.evmSolana, 'tsconfig.json', 'vite/bin/vite.js'),
    prepareHost(hosts.next, 'tsconfig.strict.json', 'next/dist/bin/next'),
    publintProblems(tarball),
    attwProblems(tarball, pluginEntries),
  ])
  Object.assign(runs, { evm, evmSolana, next })
  Object.assign(checks, { publint, attw })
}, 900_000)

// The hosts hold about a gigabyte in many small files, which takes a minute to delete on a busy disk:
// a detached rm does it while the suite goes on.
afterAll(() => {
  if (enabled) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref()
})

describe.runIf(enabled)('the packed package (GANGWAY_PACKAGE_TEST=1)', () => {
  it('ships no tests, scripts or sources, no source map naming a missing source, and no install script', () => {
    expect(checks.files).toEqual(
      expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js']),
    )
    expect(packProblems(root, checks.files)).toEqual([])
  })

  it('is clean for publint (no error, no warning)', () => {
    expect(checks.publint).toEqual([])
  })

  it('is clean for arethetypeswrong as an ESM-only package, every plugin entry included', () => {
    expect(checks.attw).toEqual([])
  })
})

describe.runIf(enabled)('the packed package in fresh Vite + React hosts (GANGWAY_PACKAGE_TEST=1)', () => {
  it('installs into an EVM-only host without any Solana or WalletConnect SDK, and type-checks strictly', () => {
    passed(runs.evm?.install)
    expect(existsSync(join(hosts.evm, 'node_modules/gangway/package.json'))).toBe(true)
    expect(existsSync(join(hosts.evm, 'node_modules/@solana/web3.js'))).toBe(false)
    expect(existsSync(join(hosts.evm, 'node_modules/@walletconnect/universal-provider'))).toBe(false)
    passed(runs.evm?.typecheck)
  })

  it('builds the EVM-only host with vite, with no Solana or WalletConnect code in it', () => {
    passed(runs.evm?.build)
    const assets = join(hosts.evm, 'dist/assets')
    const code = readdirSync(assets)
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n')
    expect(code).not.toContain('@solana/web3.js')
    expect(code).not.toContain('universal-provider')
  })

  it('shows the button, asks for nothing but its own files before the first click, and opens the modal', async () => {
    const dist = join(hosts.evm, 'dist')
    const own = new Set(['/', '/index.html', ...listed(join(dist, 'assets'), '/assets/')])
    const { server, url } = await serveDirectory(dist)
    try {
      const visit = await visitHost(url, (path) => own.has(path))
      expect(visit.requestsBeforeClick).toEqual([])
      expect(visit.errorsBeforeClick).toEqual([])
      expect(visit.dialogOpened).toBe(true)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }, 60_000)

  it('installs, type-checks and builds an EVM + Solana host with @solana/web3.js', () => {
    passed(runs.evmSolana?.install)
    passed(runs.evmSolana?.typecheck)
    passed(runs.evmSolana?.build)
  })
})

describe.runIf(enabled)(
  "the packed package in a Next.js app router host, README's quick start (GANGWAY_PACKAGE_TEST=1)",
  () => {
    it('installs, type-checks strictly with skipLibCheck off, and passes next build with its type check', () => {
      passed(runs.next?.install)
      passed(runs.next?.typecheck)
      passed(runs.next?.build)
      expect(runs.next?.build?.output).toMatch(/Finished TypeScript/)
    })

    it('serves the button in server HTML, hydrates without error, asks for nothing before the click, opens the modal', async () => {
      const server = await startNextServer(hosts.next)
      try {
        const page = await fetch(server.url)
        expect(page.status, server.output()).toBe(200)
        expect(await page.text()).toMatch(/<button[^>]*>(<[^>]*>)*Connect Wallet/)
        const own = new Set(['/', ...listed(join(hosts.next, '.next/static'), '/_next/static/')])
        const visit = await visitHost(server.url, (path) => own.has(path))
        expect(visit.status).toBe(200)
        expect(visit.requestsBeforeClick).toEqual([])
        expect(visit.errorsBeforeClick).toEqual([])
        expect(visit.dialogOpened).toBe(true)
        expect(server.output()).not.toMatch(/error|⨯/i)
      } finally {
        await server.stop()
      }
    }, 60_000)
  },
)
