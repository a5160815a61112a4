import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const plugin = fileURLToPath(new URL('./plugin.ts', import.meta.url))

describe('the solana plugin’s eager part', () => {
  it('loads no @solana/* package and none of the actions at page start; web3.js comes with the first action', async () => {
    const { metafile } = await build({
      entryPoints: { entry: plugin },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: 'unused',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = metafile.outputs
    const entry = Object.keys(outputs).find((path) => path.endsWith('/entry.js'))!
    const initial = new Set<string>()
    const visit = (path: string) => {
      if (initial.has(path)) return
      initial.add(path)
      for (const item of outputs[path]?.imports ?? []) if (item.kind === 'import-statement') visit(item.path)
    }
    visit(entry)
    const eager = [...initial].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}))
    const lazy = Object.keys(outputs)
      .filter((path) => !initial.has(path))
      .flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}))
    expect(
      eager.filter((input) => /node_modules\/@solana\/|createSolanaActions|splInstructions/.test(input)),
    ).toEqual([])
    expect(eager).toContain('plugins/solana/createDiscovery.ts')
    expect(lazy.some((input) => input.includes('node_modules/@solana/web3.js'))).toBe(true)
  })
})
