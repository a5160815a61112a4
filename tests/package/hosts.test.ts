import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attwProblems } from './attwProblems.js'
import type { CommandResult } from './CommandResult.js'
import { freePort } from './freePort.js'
import type { HostRun } from './HostRun.js'
import { installedVersion } from './installedVersion.js'
import { nextQuickStartFiles } from './nextQuickStartFiles.js'
import { packProblems } from './packProblems.js'
import { prepareHost } from './prepareHost.js'
import { publintProblems } from './publintProblems.js'
import { runCommand } from './runCommand.js'
import { serveDirectory } from './serveDirectory.js'
import { startHostProcess } from './startHostProcess.js'
import { startNextServer } from './startNextServer.js'
import { visitHost } from './visitHost.js'
import { visitServedHost } from './visitServedHost.js'
import { writeNextHost } from './writeNextHost.js'
import { writeNodeHost } from './writeNodeHost.js'
import { writeViteHost } from './writeViteHost.js'

// The packed package as a newcomer gets it: its contents, publint and arethetypeswrong, then three fresh
// hosts installed from the registry (Vite + React EVM-only without any Solana or WalletConnect SDK, Vite +
// React EVM + Solana, Next.js app router from README's quick start), each type-checked strictly and built,
// and the EVM and Next.js pages visited in Chromium. gangway/server is mounted as a host would, with
// nothing else configured: in the Next.js host's route handler (README's), in a plain Node server beside
// the EVM host's build, and standalone with `npx gangway serve`. The installs take a minute or more on a cold npm
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
  writeNodeHost(hosts.evm)
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
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'package.json',
        'dist/index.js',
        'dist/gangway-frame.js',
      ]),
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

/** The checks of a page whose own server answers /gangway: the curated wallets with PNG images, analytics stored. */
function expectServed(visit: Awaited<ReturnType<typeof visitServedHost>>, output: string) {
  expect(visit.wallets, output).toEqual(
    expect.arrayContaining(['MetaMask', 'Rabby Wallet', 'Coinbase Wallet']),
  )
  expect(visit.images.length).toBeGreaterThan(0)
  expect(new Set(visit.images)).toEqual(new Set(['200 image/png']))
  expect(visit.imagesShown).toBeGreaterThan(0)
  expect(visit.analytics, output).toBe(200)
  expect(visit.failures).toEqual([])
  expect(visit.errors).toEqual([])
}

describe.runIf(enabled)(
  'gangway/server mounted by the hosts, nothing else configured (GANGWAY_PACKAGE_TEST=1)',
  () => {
    it("in the Next.js host's route handler: All Wallets lists the curated wallets with their images, analytics is stored", async () => {
      const server = await startNextServer(hosts.next)
      try {
        const visit = await visitServedHost(server.url, 'MetaMask')
        expectServed(visit, server.output())
        expect(existsSync(join(hosts.next, '.gangway/pgdata')), server.output()).toBe(true)
        expect(server.output()).not.toMatch(/error|⨯/i)
      } finally {
        await server.stop()
      }
    }, 90_000)

    it('in a plain Node server (toNodeHandler) serving the built EVM host: the same', async () => {
      const port = await freePort()
      const url = `http://127.0.0.1:${port}/`
      const env = { PORT: String(port), SITE_URL: url.slice(0, -1) }
      const server = await startHostProcess(process.execPath, ['server.mjs'], hosts.evm, env, url)
      try {
        const visit = await visitServedHost(url, 'MetaMask')
        expectServed(visit, server.output())
      } finally {
        expect(await server.stop()).toBe('SIGTERM')
      }
    }, 90_000)

    it('as `npx gangway serve` from the host folder: answers per its config file, stops on SIGTERM', async () => {
      const port = await freePort()
      const dataDir = mkdtempSync(join(work, 'cli-data-'))
      const config = { projects: [{ id: 'cli-test', allowedOrigins: ['https://app.example.com'] }] }
      writeFileSync(join(hosts.evm, 'gangway.server.json'), JSON.stringify(config))
      const base = `http://127.0.0.1:${port}/gangway/directory/getWallets`
      const args = ['--no', 'gangway', 'serve', '--port', String(port), '--data-dir', dataDir]
      const server = await startHostProcess('npx', args, hosts.evm, {}, `${base}?projectId=cli-test`)
      try {
        const listed = await fetch(`${base}?projectId=cli-test&search=metamask`)
        expect(listed.status, server.output()).toBe(200)
        const page = (await listed.json()) as { count: number; data: { name: string }[] }
        expect(page.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
        const cors = await fetch(`${base}?projectId=cli-test`, {
          headers: { origin: 'https://app.example.com' },
        })
        expect(cors.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
        const unknown = await fetch(`${base}?projectId=host-test`)
        expect(unknown.status).toBe(403)
        expect(await unknown.json()).toEqual({ error: 'Invalid Project ID - update configuration' })
      } finally {
        await server.stop('SIGTERM')
      }
      for (let tries = 0; tries < 100 && server.running(); tries++) await sleep(100)
      expect(server.running(), server.output()).toBe(false)
      expect(server.output()).toMatch(/SIGTERM: stopping/)
      expect(server.output()).not.toMatch(/error/i)
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(true)
      expect(existsSync(join(dataDir, 'gangway.lock')), 'the database was closed').toBe(false)
      await expect(fetch(`${base}?projectId=cli-test`)).rejects.toThrow()
    }, 90_000)
  },
)
