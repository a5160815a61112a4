import { build } from 'esbuild'

const file = process.argv[2]
const r = await build({
  entryPoints: [file],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  metafile: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  stdin: process.argv[3] ? { contents: process.argv[3], resolveDir: process.cwd() } : undefined,
})
const out = Object.values(r.metafile.outputs)[0]
const rows = Object.entries(out.inputs)
  .map(([k, v]) => [v.bytesInOutput, k])
  .sort((a, b) => b[0] - a[0])
let total = 0
for (const [b] of rows) total += b
console.log('total min bytes', total)
for (const [b, k] of rows.slice(0, 40)) console.log(String(b).padStart(7), k)
