import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

export interface Violation {
  readonly file: string
  readonly specifier: string
  readonly rule: string
}

const sourceFile = /\.(ts|tsx|mts)$/

/** Every .ts/.tsx file below `dir` (relative to `root`). */
export function listSources(root: string, dir: string): string[] {
  const base = join(root, dir)
  let entries: string[]
  try {
    entries = readdirSync(base)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const path = join(base, name)
    if (name === 'node_modules' || name === 'dist') return []
    if (statSync(path).isDirectory()) return listSources(root, join(dir, name))
    return sourceFile.test(name) ? [join(dir, name)] : []
  })
}

/** Module specifiers a file uses: static, type-only, re-exports, import() and import types. */
export function specifiersOf(text: string): string[] {
  const found = ts.preProcessFile(text, true, true).importedFiles.map((item) => item.fileName)
  for (const match of text.matchAll(/import\(\s*['"`]([^'"`]+)['"`]/g)) found.push(match[1] as string)
  return [...new Set(found)]
}

// smart-accounts is eip155's ERC-4337 plugin: viem's account-abstraction module and permissionless are its SDK.
const chainSdks: readonly [RegExp, string, ...string[]][] = [
  [/^viem(\/|$)|^mipd(\/|$)/, 'eip155', 'smart-accounts'],
  [/^permissionless(\/|$)/, 'smart-accounts'],
  [/^@solana\/|^@wallet-standard\//, 'solana'],
  [/^@walletconnect\/|^@reown\//, 'walletconnect'],
  [/^@polkadot\//, 'polkadot'],
  [/^sats-connect(\/|$)/, 'bip122'],
  [/^@keplr-wallet\/|^@cosmjs\//, 'cosmos'],
]

/** The source files of package.json's public entries: all a plugin may import of Gangway. */
const publicEntrySources = new Set(
  ['entries/gangway', 'entries/plugin', 'core/react/index', 'core/networks/index'].flatMap((entry) => [
    `${entry}.js`,
    `${entry}.ts`,
  ]),
)
const gangwaySource = new Set(['core', 'ui-kit', 'entries'])

/** Plugin code: the built-in plugins, the sample plugin, and fixture plugins in tests/fixtures. */
export function isPluginCode(file: string, text: string): boolean {
  const path = file.split(/[\\/]/).join('/')
  return (
    (path.startsWith('plugins/') && path.split('/').length > 2) ||
    path.startsWith('playground/src/plugins/') ||
    (path.startsWith('tests/fixtures/') && (/Plugins?\.tsx?$/.test(path) || text.includes('definePlugin(')))
  )
}

/** Checks the import rules of design.md for one file; `file` is relative to `root`. */
export function checkFile(root: string, file: string, text: string): Violation[] {
  const parts = file.split(/[\\/]/)
  const top = parts[0]
  const violations: Violation[] = []
  for (const specifier of specifiersOf(text)) {
    const local = specifier.startsWith('.')
    const target = local ? relative(root, resolve(root, dirname(file), specifier)).split(sep) : []
    const targetTop = target[0]
    if (top === 'core' && (targetTop === 'plugins' || /(^|\/)plugins\//.test(specifier)))
      violations.push({ file, specifier, rule: 'core imports nothing from plugins/' })
    if (top === 'ui-kit' && (targetTop === 'core' || targetTop === 'plugins'))
      violations.push({ file, specifier, rule: 'ui-kit imports neither core nor plugins' })
    if (top === 'plugins' && parts.length > 2 && targetTop === 'plugins' && target[1] !== parts[1])
      violations.push({ file, specifier, rule: 'a plugin never imports another plugin' })
    if (
      isPluginCode(file, text) &&
      gangwaySource.has(targetTop ?? '') &&
      !publicEntrySources.has(target.join('/'))
    )
      violations.push({
        file,
        specifier,
        rule: 'plugins import Gangway only through the public entries',
      })
    for (const [pattern, owner, ...others] of chainSdks)
      if (pattern.test(specifier) && !(top === 'plugins' && [owner, ...others].includes(parts[1] ?? '')))
        violations.push({
          file,
          specifier,
          rule: `chain SDK ${specifier} is imported only inside plugins/${owner}`,
        })
  }
  return violations
}

/** Checks every source file of the repository's code folders. */
export function findImportViolations(root: string): Violation[] {
  return ['core', 'ui-kit', 'plugins', 'entries', 'playground/src/plugins', 'tests/fixtures']
    .flatMap((dir) => listSources(root, dir))
    .flatMap((file) => checkFile(root, file, readFileSync(join(root, file), 'utf8')))
}
