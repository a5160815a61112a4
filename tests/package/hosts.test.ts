import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../fixtures/launchChromium.js'

// The packed package installed into fresh Vite + React hosts, as a newcomer would: an EVM-only host
// (no Solana or WalletConnect SDK installed) and an EVM + Solana host must build, and the EVM page
// must show the button, open the modal on click, and ask for nothing but its own files before it.
// Two npm installs from the registry take minutes on a cold cache, so the suite runs when
// GANGWAY_PACKAGE_TEST=1, which `npm test` (scripts/test.mjs) sets.

const enabled = process.env.GANGWAY_PACKAGE_TEST === '1'

const root = fileURLToPath(new URL('../..', import.meta.url))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string
  devDependencies: Record<string, string>
}
const installed = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version

interface Run {
  readonly code: number | null
  readonly output: string
}

const run = (command: string, args: readonly string[], cwd: string) =>
  new Promise<Run>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_ENV: 'production' } })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ code, output }))
  })

const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>'

const main = (imports: string, config: string) => `import { createGangway } from 'gangway'
${imports}
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'

const gangway = createGangway(${config})

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <ConnectButton />
  </GangwayProvider>,
)
`

/** Writes a Vite React host with `dependencies` beside the packed gangway and installs it. */
async function createHost(dir: string, tarball: string, dependencies: Record<string, string>, code: string) {
  mkdirSync(dir, { recursive: true })
  const manifest = {
    name: 'gangway-host',
    private: true,
    type: 'module',
    dependencies: {
      gangway: `file:${tarball}`,
      react: installed('react'),
      'react-dom': installed('react-dom'),
      vite: installed('vite'),
      ...dependencies,
    },
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  writeFileSync(join(dir, 'index.html'), html)
  writeFileSync(join(dir, 'main.tsx'), code)
  writeFileSync(join(dir, 'vite.config.js'), "export default { esbuild: { jsx: 'automatic' } }\n")
  // --ignore-scripts: the published package still runs the repo's postinstall (removed by issue 13, P5b).
  return run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir)
}

/** Serves a built dist/ on 127.0.0.1, recording each path asked for. */
function serve(dist: string): Promise<{ server: Server; url: string; paths: string[] }> {
  const paths: string[] = []
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    paths.push(path)
    const file = normalize(join(dist, path === '/' ? 'index.html' : path))
    if (!file.startsWith(dist) || !existsSync(file)) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, paths }),
    ),
  )
}

const work = enabled ? mkdtempSync(join(tmpdir(), 'gangway-hosts-')) : ''
const evm = join(work, 'evm')
const evmSolana = join(work, 'evm-solana')
const installs: Record<string, Run> = {}

beforeAll(async () => {
  if (!enabled) return
  expect(existsSync(join(root, 'dist/index.js')), 'dist is built by npm run build').toBe(true)
  const packed = await run('npm', ['pack', '--pack-destination', work, '--silent'], root)
  expect(packed.code, packed.output).toBe(0)
  const tarball = join(work, `gangway-${pkg.version}.tgz`)
  const evmMain = main(
    "import { mainnet } from 'gangway/networks'\nimport { eip155 } from 'gangway/plugins/eip155'",
    "{ projectId: 'host-test', networks: [mainnet], plugins: [eip155] }",
  )
  const solanaMain = main(
    "import { mainnet, solanaMainnet } from 'gangway/networks'\nimport { eip155 } from 'gangway/plugins/eip155'\nimport { solana } from 'gangway/plugins/solana'",
    "{ projectId: 'host-test', networks: [mainnet, solanaMainnet], plugins: [eip155, solana] }",
  )
  const [evmInstall, solanaInstall] = await Promise.all([
    createHost(evm, tarball, { viem: installed('viem') }, evmMain),
    createHost(
      evmSolana,
      tarball,
      { viem: installed('viem'), '@solana/web3.js': installed('@solana/web3.js') },
      solanaMain,
    ),
  ])
  installs.evm = evmInstall as Run
  installs.evmSolana = solanaInstall as Run
}, 240_000)

afterAll(() => {
  if (enabled) rmSync(work, { recursive: true, force: true })
})

describe.runIf(enabled)('the packed package in fresh Vite + React hosts (GANGWAY_PACKAGE_TEST=1)', () => {
  it('installs into an EVM-only host without any Solana or WalletConnect SDK', () => {
    expect(installs.evm?.code, installs.evm?.output).toBe(0)
    expect(existsSync(join(evm, 'node_modules/gangway/package.json'))).toBe(true)
    expect(existsSync(join(evm, 'node_modules/@solana/web3.js'))).toBe(false)
    expect(existsSync(join(evm, 'node_modules/@walletconnect/universal-provider'))).toBe(false)
  })

  it('builds the EVM-only host with vite, with no Solana or WalletConnect code in it', async () => {
    const build = await run('npx', ['vite', 'build'], evm)
    expect(build.code, build.output).toBe(0)
    const assets = readdirSync(join(evm, 'dist/assets'))
    const code = assets.map((file) => readFileSync(join(evm, 'dist/assets', file), 'utf8')).join('\n')
    expect(code).not.toContain('@solana/web3.js')
    expect(code).not.toContain('universal-provider')
  }, 60_000)

  it('shows the button, asks for nothing but its own files before the first click, and opens the modal', async () => {
    const dist = join(evm, 'dist')
    const own = new Set([
      '/',
      '/index.html',
      ...readdirSync(join(dist, 'assets')).map((file) => `/assets/${file}`),
    ])
    const { server, url, paths } = await serve(dist)
    const browser = await launchChromium()
    try {
      const tab = await browser.newPage()
      const elsewhere: string[] = []
      tab.on('request', (request) => {
        if (!request.url().startsWith(url)) elsewhere.push(request.url())
      })
      await tab.goto(url)
      const button = tab.getByRole('button', { name: 'Connect Wallet' })
      await button.waitFor()
      await tab.waitForTimeout(300)
      expect(elsewhere).toEqual([])
      expect(paths.filter((path) => !own.has(path))).toEqual([])
      await button.click()
      await tab.getByRole('dialog').waitFor()
    } finally {
      await browser.close()
      await new Promise((resolve) => server.close(resolve))
    }
  }, 60_000)

  it('installs and builds an EVM + Solana host with @solana/web3.js', async () => {
    expect(installs.evmSolana?.code, installs.evmSolana?.output).toBe(0)
    const build = await run('npx', ['vite', 'build'], evmSolana)
    expect(build.code, build.output).toBe(0)
  }, 60_000)
})
