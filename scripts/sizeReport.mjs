// Usage: node scripts/sizeReport.mjs <file> [name,name]  — what a page pays at start for an entry, by input module.

import { dirname, resolve } from 'node:path'
import { build } from 'esbuild'

const file = resolve(process.argv[2] ?? 'dist/index.js')
const names = process.argv[3]?.split(',')
const contents = names
  ? `import { ${names.join(', ')} } from ${JSON.stringify(file)}\nglobalThis.__x = [${names.join(', ')}]\n`
  : `import * as m from ${JSON.stringify(file)}\nglobalThis.__x = m\n`
const result = await build({
  stdin: { contents, resolveDir: dirname(file), sourcefile: 'host.js' },
  bundle: true,
  minify: true,
  format: 'esm',
  splitting: true,
  outdir: '/tmp/gangway-size-report',
  write: false,
  metafile: true,
  logLevel: 'silent',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
})
const outputs = result.metafile.outputs
const entry = Object.keys(outputs).find((path) => /(^|\/)host\.js$/.test(outputs[path].entryPoint ?? ''))
const initial = new Set()
const visit = (path) => {
  if (initial.has(path)) return
  initial.add(path)
  for (const item of outputs[path]?.imports ?? [])
    if (item.kind === 'import-statement' && !item.external) visit(item.path)
}
visit(entry)
const rows = [...initial].flatMap((path) =>
  Object.entries(outputs[path]?.inputs ?? {}).map(([input, info]) => [info.bytesInOutput, input]),
)
rows.sort((a, b) => b[0] - a[0])
console.log(
  'page-start minified bytes:',
  rows.reduce((sum, [bytes]) => sum + bytes, 0),
)
for (const [bytes, input] of rows.slice(0, Number(process.env.TOP ?? 30)))
  console.log(String(bytes).padStart(7), input)
