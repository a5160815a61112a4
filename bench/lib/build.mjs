// Builds every host page with one esbuild configuration and measures what each one ships.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/**
 * The one configuration every page is built with: production, minified, ESM, code splitting, browser.
 * `global` is the only Node global the peers reference at module scope (WalletConnect, Coinbase SDK);
 * defining it as globalThis is the minimum polyfill, applied to every page alike.
 */
export const esbuildSettings = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  loader: { '.png': 'file', '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' },
  entryNames: 'page',
  chunkNames: 'chunk-[hash]',
  assetNames: 'asset-[hash]',
  metafile: true,
  logLevel: 'silent',
}

const reactPackages = /^(react|react-dom|scheduler)(\/.*)?$/

/** React once per page, from bench/node_modules, whoever imports it (Gangway's sources sit beside another copy). */
function oneReact(benchDir) {
  return {
    name: 'one-react',
    setup(builder) {
      builder.onResolve({ filter: reactPackages }, (args) => {
        if (args.pluginData === 'one-react') return undefined
        return builder.resolve(args.path, {
          kind: args.kind,
          resolveDir: benchDir,
          pluginData: 'one-react',
        })
      })
    },
  }
}

/** `gangway`, `gangway/react`, ... as a host imports them, mapped to the repo's sources (package.json exports). */
function gangwaySources(root) {
  const entries = {
    gangway: 'entries/gangway.ts',
    'gangway/react': 'core/react/index.ts',
    'gangway/networks': 'core/networks/index.ts',
    'gangway/plugin': 'entries/plugin.ts',
  }
  return {
    name: 'gangway-sources',
    setup(builder) {
      builder.onResolve({ filter: /^gangway(\/.*)?$/ }, (args) => {
        const plugin = /^gangway\/plugins\/([\w-]+)$/.exec(args.path)
        const file = plugin ? `plugins/${plugin[1]}/index.ts` : entries[args.path]
        if (!file) return { errors: [{ text: `bench: unknown gangway entry ${args.path}` }] }
        return { path: join(root, file) }
      })
    },
  }
}

/** The generated module `bench:gangway-variant`: extra plugins and networks of a Gangway page variant. */
function gangwayVariant(source) {
  return {
    name: 'gangway-variant',
    setup(builder) {
      builder.onResolve({ filter: /^bench:gangway-variant$/ }, () => ({
        path: 'gangway-variant',
        namespace: 'bench',
      }))
      builder.onLoad({ filter: /.*/, namespace: 'bench' }, () => ({
        contents: source,
        loader: 'ts',
        resolveDir: dirname(new URL(import.meta.url).pathname),
      }))
    },
  }
}

const size = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length,
})

export const sum = (sizes) =>
  sizes.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      brotli: total.brotli + item.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  )

/** Package (node_modules/<name> or @scope/name) or top-level folder of a metafile input path. */
export function inputGroup(path, root) {
  const normalized = path.split(sep).join('/')
  const modules = normalized.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = normalized.slice(modules + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  if (normalized.startsWith('bench:')) return 'bench page'
  const fromRoot = relative(root, join(process.cwd(), normalized)).split(sep).join('/')
  const parts = fromRoot.split('/')
  if (parts[0] === 'plugins' || parts[0] === 'core')
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/${parts[1]} (top level)`
  if (parts[0] === 'bench') return 'bench page'
  return parts[0]
}

/**
 * Builds one page into `outdir` and describes its output: every JS chunk with raw, gzip and brotli
 * sizes, the page-start set (entry + static imports), CSS, and the inputs of the page-start chunks.
 */
export async function buildPage({ id, entry, outdir, root, benchDir, variantSource }) {
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const result = await build({
    ...esbuildSettings,
    entryPoints: [entry],
    outdir,
    plugins: [
      oneReact(benchDir),
      gangwaySources(root),
      gangwayVariant(variantSource ?? 'export const extraPlugins = []; export const extraNetworks = []'),
    ],
  })
  const outputs = result.metafile.outputs
  const rel = (path) => relative(outdir, join(process.cwd(), path)).split(sep).join('/')
  const entryPoint = relative(process.cwd(), entry).split(sep).join('/')
  const entryOutput = Object.keys(outputs).find(
    (path) => path.endsWith('.js') && outputs[path].entryPoint === entryPoint,
  )
  if (!entryOutput) throw new Error(`${id}: no output for ${entryPoint}`)
  const initial = new Set()
  const visit = (path) => {
    if (initial.has(path)) return
    initial.add(path)
    for (const item of outputs[path]?.imports ?? [])
      if (item.kind === 'import-statement' && !item.external) visit(item.path)
  }
  visit(entryOutput)
  const files = {}
  for (const path of Object.keys(outputs))
    if (path.endsWith('.js') || path.endsWith('.css')) files[rel(path)] = size(readFileSync(path))
  const fileInputs = {}
  for (const path of Object.keys(outputs)) {
    if (!path.endsWith('.js')) continue
    const groups = {}
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
      const group = inputGroup(input, root)
      groups[group] = (groups[group] ?? 0) + bytesInOutput
    }
    fileInputs[rel(path)] = groups
  }
  const css = outputs[entryOutput].cssBundle ? rel(outputs[entryOutput].cssBundle) : undefined
  return {
    id,
    outdir,
    files,
    entry: rel(entryOutput),
    initial: [...initial].map(rel),
    css,
    initialInputs: groupInputs([...initial].map(rel), fileInputs),
    fileInputs,
    warnings: result.warnings.map((warning) => warning.text),
    metafile: result.metafile,
  }
}

/** The dev wallet, the stand-in for a browser extension: its own classic script, left out of the pages' sizes. */
export async function buildDevWallet({ entry, outfile, benchDir }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [oneReact(benchDir)],
  })
}

/** Node helpers written in TypeScript (devnet, directory server), bundled to one ESM file next to bench/node_modules. */
export async function buildNodeHelpers({ contents, resolveDir, outfile }) {
  mkdirSync(dirname(outfile), { recursive: true })
  await build({
    stdin: { contents, resolveDir, loader: 'ts', sourcefile: 'helpers.ts' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  })
}

/** Minified bytes per package or folder over `files`, largest first. */
export function groupInputs(files, fileInputs) {
  const total = {}
  for (const file of files)
    for (const [group, bytes] of Object.entries(fileInputs[file] ?? {}))
      total[group] = (total[group] ?? 0) + bytes
  return Object.fromEntries(Object.entries(total).sort((a, b) => b[1] - a[1]))
}

/** The sizes of one page as the tables need them. */
export function pageSizes(page) {
  const scripts = Object.keys(page.files).filter((name) => name.endsWith('.js'))
  return {
    initial: sum(page.initial.map((name) => page.files[name])),
    total: sum(scripts.map((name) => page.files[name])),
    chunks: scripts.length,
    css: page.css ? page.files[page.css] : { raw: 0, gzip: 0, brotli: 0 },
  }
}

export function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`)
}

export const exists = existsSync
