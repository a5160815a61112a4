import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** server/cli.ts bundled for Node 20 (packages external) into test-artifacts/, for tests that run it as a process. */
export async function bundleCli(): Promise<string> {
  const { build } = await import('esbuild')
  const outdir = join(root, 'test-artifacts', 'server')
  mkdirSync(outdir, { recursive: true })
  const outfile = join(outdir, `cli-${process.pid}.mjs`)
  await build({
    entryPoints: [join(root, 'server', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  })
  return outfile
}
