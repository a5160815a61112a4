// `npm start`: install what is missing, then start the playground on its local devnet (anvil chains, dev
// services, dev wallet) on 127.0.0.1 and print the URL. Ctrl-C stops everything it started and exits 0.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureNodeModules } from './ensureDeps.mjs'

const root = new URL('..', import.meta.url).pathname
const say = (text) => console.log(`[gangway] ${text}`)

ensureNodeModules()

// Node 20 cannot import .ts: bundle playground/startPlayground.ts (packages stay external) next to node_modules.
say('bundling playground/startPlayground.ts')
const { build } = await import('esbuild')
const outdir = join(root, 'node_modules', '.cache', 'gangway')
mkdirSync(outdir, { recursive: true })
const outfile = join(outdir, 'startPlayground.mjs')
await build({
  entryPoints: [join(root, 'playground', 'startPlayground.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
})
const { startPlayground } = await import(pathToFileURL(outfile).href)

let playground
let stopping = false
const stop = async (signal) => {
  if (stopping) return
  stopping = true
  say(`${signal}: stopping Vite, the dev services and the anvil chains`)
  const timer = setTimeout(() => {
    say('did not stop within 10 s, exiting anyway')
    process.exit(1)
  }, 10_000)
  try {
    await playground?.stop()
  } finally {
    clearTimeout(timer)
  }
  say('stopped')
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))

try {
  // The dev services' embedded database lives here across runs (one process at a time: a second npm start
  // of the same checkout keeps its data in memory).
  playground = await startPlayground({
    log: say,
    dataDir: join(root, 'node_modules', '.cache', 'gangway-playground'),
  })
} catch (error) {
  console.error(error)
  say('the playground failed to start')
  process.exit(1)
}
if (stopping) await playground.stop()
say(`playground ready: open ${playground.url}`)
say('press Ctrl-C to stop')
