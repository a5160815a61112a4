import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'

const lifecycle = ['preinstall', 'install', 'postinstall']
const notShipped = [
  { pattern: /(^|\/)(tests?|__tests__|__snapshots__)\//, what: 'a test folder' },
  { pattern: /\.(test|spec)(-d)?\.[cm]?[jt]sx?$|\.test-d\.ts$/, what: 'a test file' },
  { pattern: /^scripts\//, what: 'the repository scripts' },
  { pattern: /(?<!\.d)\.[cm]?tsx?$/, what: 'TypeScript source' },
]

/**
 * What is wrong with a package's contents as `npm pack` lists them (`files`, paths inside `dir`): tests,
 * scripts or sources shipped, source maps naming a source neither shipped nor embedded, and install
 * scripts that would run in a consumer's install.
 */
export function packProblems(dir: string, files: readonly string[]): string[] {
  const shipped = new Set(files)
  const problems: string[] = []
  for (const file of files) {
    for (const { pattern, what } of notShipped) if (pattern.test(file)) problems.push(`${file}: ${what}`)
    if (!file.endsWith('.map') || !existsSync(join(dir, file))) continue
    const map = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      sources?: readonly string[]
      sourcesContent?: readonly (string | null)[]
    }
    for (const [index, source] of (map.sources ?? []).entries()) {
      const path = posix.normalize(posix.join(posix.dirname(file), source))
      if (!shipped.has(path) && typeof map.sourcesContent?.[index] !== 'string')
        problems.push(`${file}: source ${source} is neither shipped nor embedded`)
    }
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>
  }
  for (const script of lifecycle)
    if (manifest.scripts?.[script]) problems.push(`package.json: "${script}" runs in a consumer's install`)
  return problems
}
