import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { installedVersion } from './installedVersion.js'
import { strictCompilerOptions } from './strictCompilerOptions.js'

/** Next.js 16 needs Node 20.9 or later, which the repository's engines range already asks of a host. */
const nextVersion = '16.4.6'

const page = `export const dynamic = 'force-dynamic'
export const metadata = { icons: 'data:,' }

export default function Page() {
  return <main>Host page</main>
}
`

/**
 * Writes a fresh Next.js app router host of the packed gangway from `files` (README's quick start: the
 * widget and the route handler mounting gangway/server) and a page rendered on each request. `next build` type-checks with tsconfig.json (strict, Next's skipLibCheck);
 * tsconfig.strict.json checks the app and gangway's declarations with skipLibCheck off.
 */
export function writeNextHost(dir: string, tarball: string, files: Readonly<Record<string, string>>): void {
  const dependencies = {
    gangway: `file:${tarball}`,
    next: nextVersion,
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    viem: installedVersion('viem'),
    typescript: installedVersion('typescript'),
    '@types/node': installedVersion('@types/node'),
    '@types/react': installedVersion('@types/react'),
    '@types/react-dom': installedVersion('@types/react-dom'),
  }
  const tsconfig = {
    compilerOptions: {
      ...strictCompilerOptions,
      skipLibCheck: true,
      allowJs: false,
      resolveJsonModule: true,
      incremental: false,
      plugins: [{ name: 'next' }],
    },
    include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
    exclude: ['node_modules'],
  }
  const strict = {
    extends: './tsconfig.json',
    compilerOptions: { skipLibCheck: false, types: ['node'], plugins: [] },
    include: ['app/**/*.tsx', 'app/**/*.ts'],
  }
  const written: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'gangway-next-host', private: true, dependencies }, null, 2),
    'tsconfig.json': JSON.stringify(tsconfig, null, 2),
    'tsconfig.strict.json': JSON.stringify(strict, null, 2),
    'app/page.tsx': page,
    ...files,
  }
  for (const [path, text] of Object.entries(written)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
}
