import { build } from 'esbuild'

/**
 * Bundles the secure frame (frame/main.ts with viem and noble inside) into dist/gangway-frame.js, the script the
 * server serves at /frame/frame.js when a host gives no `auth.frameScript`. Run by `npm run build` after rollup.
 */
await build({
  entryPoints: ['frame/main.ts'],
  outfile: 'dist/gangway-frame.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'error',
})
