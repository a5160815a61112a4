import { gzipSync } from 'node:zlib'
import nodeResolve from '@rollup/plugin-node-resolve'
import { rollup } from 'rollup'
import esbuild, { minify } from 'rollup-plugin-esbuild'
import type { EntrySize } from './EntrySize.js'

/** Bundles a host of `file` with rollup (Vite's production bundler), minified and split, and measures it. */
export async function measureWithRollup(file: string, names?: readonly string[]): Promise<EntrySize> {
  const host = names
    ? `import { ${names.join(', ')} } from ${JSON.stringify(file)}\nglobalThis.__gangway = [${names.join(', ')}]\n`
    : `import * as entry from ${JSON.stringify(file)}\nglobalThis.__gangway = entry\n`
  const bundle = await rollup({
    input: '\0host',
    // Chain and pairing SDKs load lazily and ship CommonJS, which rollup cannot bundle without a
    // commonjs plugin (Vite has one): left external, they are not in the page-start chunks it measures.
    external: (id) =>
      /^react(-dom)?(\/|$)|^@walletconnect\/|^@solana\/|^@polkadot\/|^@?sats-connect(\/|$)/.test(id),
    plugins: [
      {
        name: 'host',
        resolveId: (id) => (id === '\0host' ? id : null),
        load: (id) => (id === '\0host' ? host : null),
      },
      nodeResolve({ browser: true, extensions: ['.js', '.ts', '.tsx', '.mjs'] }),
      esbuild({ include: /\.tsx?$/, target: 'esnext', jsx: 'automatic' }),
      minify({ target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } }),
    ],
    onwarn: () => {},
  })
  try {
    const { output } = await bundle.generate({ format: 'esm' })
    const chunks = new Map(
      output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
    )
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
    if (!entry) throw new Error(`no entry chunk for ${file}`)
    const initial = new Set<string>()
    const visit = (name: string) => {
      if (initial.has(name)) return
      initial.add(name)
      for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
    }
    visit(entry.fileName)
    const gzip = (name: string) => gzipSync(chunks.get(name)?.code ?? '', { level: 9 }).length
    return {
      initialGzip: [...initial].reduce((sum, name) => sum + gzip(name), 0),
      totalGzip: [...chunks.keys()].reduce((sum, name) => sum + gzip(name), 0),
      chunks: chunks.size,
    }
  } finally {
    await bundle.close()
  }
}
