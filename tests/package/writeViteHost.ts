import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { installedVersion } from './installedVersion.js'
import { strictCompilerOptions } from './strictCompilerOptions.js'

const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>'

const main = (imports: string, config: string) => `import { createGangway } from 'gangway'
${imports}
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'

const gangway = createGangway(${config})

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <ConnectButton />
  </GangwayProvider>,
)
`

/** Writes a fresh Vite + React host of the packed gangway: `main.tsx` creates the instance with `config`. */
export function writeViteHost(
  dir: string,
  tarball: string,
  options: {
    readonly dependencies: Readonly<Record<string, string>>
    readonly imports: string
    readonly config: string
  },
): void {
  mkdirSync(dir, { recursive: true })
  const dependencies = {
    gangway: `file:${tarball}`,
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    vite: installedVersion('vite'),
    '@types/react': installedVersion('@types/react'),
    '@types/react-dom': installedVersion('@types/react-dom'),
    ...options.dependencies,
  }
  const manifest = { name: 'gangway-vite-host', private: true, type: 'module', dependencies }
  const tsconfig = {
    compilerOptions: { ...strictCompilerOptions, skipLibCheck: false, types: [] },
    files: ['main.tsx'],
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
  writeFileSync(join(dir, 'index.html'), html)
  writeFileSync(join(dir, 'main.tsx'), main(options.imports, options.config))
  writeFileSync(join(dir, 'vite.config.js'), "export default { esbuild: { jsx: 'automatic' } }\n")
}
