import { fileURLToPath } from 'node:url'

let bundled: Promise<string> | undefined

/**
 * The secure frame's script (frame/main.ts with viem and noble inside) bundled for browsers by esbuild, once per
 * process. Its path is found when it is first bundled: a test under jsdom imports the dev services without ever
 * serving the frame, and there `import.meta.url` is not a file URL Node accepts.
 */
export function bundleFrame(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import('esbuild')
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../../../frame/main.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      logLevel: 'error',
    })
    const file = result.outputFiles[0]
    if (!file) throw new Error('esbuild made no frame bundle')
    return file.text
  })()
  return bundled
}
