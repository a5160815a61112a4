import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import type { EntrySize } from './EntrySize.js'

/**
 * Bundles a host of `file` with esbuild (minified, split, react external) and measures it. With
 * `names`, the host imports just those exports (what `import { createGangway } from 'gangway'` costs);
 * without, every export of the entry is kept.
 */
export async function measureWithEsbuild(file: string, names?: readonly string[]): Promise<EntrySize> {
  const outdir = mkdtempSync(join(tmpdir(), 'gangway-size-'))
  try {
    const host = names
      ? `import { ${names.join(', ')} } from ${JSON.stringify(file)}\nglobalThis.__gangway = [${names.join(', ')}]\n`
      : undefined
    const result = await build({
      ...(host
        ? { stdin: { contents: host, resolveDir: dirname(file), sourcefile: 'host.js' } }
        : { entryPoints: { entry: file } }),
      bundle: true,
      minify: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir,
      metafile: true,
      write: true,
      logLevel: 'silent',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    const outputs = result.metafile.outputs
    const gzip = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length
    const entryPoint = relative(process.cwd(), host ? join(dirname(file), 'host.js') : file)
      .split(sep)
      .join('/')
    const entry = Object.keys(outputs).find(
      (path) => path.endsWith('.js') && outputs[path]?.entryPoint === entryPoint,
    )
    if (!entry) throw new Error(`no entry output for ${file}`)
    const initial = new Set<string>()
    const visit = (path: string) => {
      if (initial.has(path)) return
      initial.add(path)
      for (const item of outputs[path]?.imports ?? [])
        if (item.kind === 'import-statement' && !item.external) visit(item.path)
    }
    visit(entry)
    const scripts = Object.keys(outputs).filter((path) => path.endsWith('.js'))
    return {
      initialGzip: [...initial].reduce((sum, path) => sum + gzip(path), 0),
      totalGzip: scripts.reduce((sum, path) => sum + gzip(path), 0),
      chunks: scripts.length,
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}
