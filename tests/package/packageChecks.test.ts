import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attwProblems } from './attwProblems.js'
import { packProblems } from './packProblems.js'
import { publintProblems } from './publintProblems.js'
import { readAttwReport } from './readAttwReport.js'
import { runCommand } from './runCommand.js'

// The package checks of hosts.test.ts, each shown to fail: a small package made wrong on purpose (types
// after import, an export to a missing file, an untyped export, a test file, scripts, a dangling source
// map and a postinstall) is packed as npm would and checked by the same functions.

const work = mkdtempSync(join(tmpdir(), 'gangway-broken-package-'))
const broken = join(work, 'broken')
const packed = { tarball: '', files: [] as string[] }

const files: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'broken-package',
    version: '1.0.0',
    type: 'module',
    license: 'MIT',
    exports: {
      '.': { import: './index.js', types: './index.d.ts' },
      './extra': './extra.js',
      './missing': './missing.js',
    },
    scripts: { postinstall: 'node scripts/setup.mjs' },
  }),
  'index.js': 'export const answer = 42\n//# sourceMappingURL=index.js.map\n',
  'index.d.ts': 'export declare const answer: number\n',
  'index.js.map': JSON.stringify({
    version: 3,
    file: 'index.js',
    sources: ['../src/index.ts'],
    mappings: 'AAAA',
  }),
  'index.test.js': 'export {}\n',
  'extra.js': 'export const extra = 1\n',
  'scripts/setup.mjs': 'export {}\n',
}

beforeAll(async () => {
  mkdirSync(join(broken, 'scripts'), { recursive: true })
  for (const [path, text] of Object.entries(files)) writeFileSync(join(broken, path), text)
  const pack = await runCommand(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', work],
    broken,
  )
  expect(pack.code, pack.output).toBe(0)
  const [report] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }]
  packed.tarball = join(work, report.filename)
  packed.files = report.files.map((file) => file.path)
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the package checks on a package made wrong on purpose', () => {
  it('the contents check names the test file, the scripts, the dangling source map and the postinstall', () => {
    expect(packProblems(broken, packed.files)).toEqual(
      expect.arrayContaining([
        'index.test.js: a test file',
        'scripts/setup.mjs: the repository scripts',
        'index.js.map: source ../src/index.ts is neither shipped nor embedded',
        `package.json: "postinstall" runs in a consumer's install`,
      ]),
    )
  })

  it('publint reports the types condition after import and the export to a missing file', async () => {
    const problems = await publintProblems(packed.tarball)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error EXPORTS_TYPES_SHOULD_BE_FIRST/),
        expect.stringMatching(/^error FILE_DOES_NOT_EXIST/),
      ]),
    )
  })

  it('arethetypeswrong reports the untyped export', async () => {
    const problems = await attwProblems(packed.tarball)
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^UntypedResolution at \.\/extra/)]),
    )
  })
})

describe('reading an arethetypeswrong report', () => {
  const report = (analysis: unknown) => JSON.stringify({ analysis })

  it('lets problems of the require() and node10 resolutions pass, as the esm-only profile does', () => {
    const problems = [
      { kind: 'NoResolution', entrypoint: '.', resolutionKind: 'node10' },
      { kind: 'CJSResolvesToESM', entrypoint: '.', resolutionKind: 'node16-cjs' },
    ]
    expect(readAttwReport(report({ types: { kind: 'included' }, problems }), 0)).toEqual([])
  })

  it('fails a package without its own types, which attw itself lets exit with 0', () => {
    expect(readAttwReport(report({ types: false, problems: [] }), 0)).toEqual([
      'types not included in the package: false',
    ])
  })

  it('fails a run that printed no report', () => {
    expect(readAttwReport('error while checking file', 3)).toEqual([
      'attw gave no report (exit code 3): error while checking file',
    ])
  })
})
