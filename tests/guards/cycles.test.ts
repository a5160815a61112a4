import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findImportCycles } from './findImportCycles.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('import cycles', () => {
  it('core/ has none, type-only imports included', () => {
    expect(findImportCycles(root, 'core')).toEqual([])
  })

  it('finds a cycle made of type-only imports across folders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gangway-cycles-'))
    mkdirSync(join(dir, 'core/plugin'), { recursive: true })
    mkdirSync(join(dir, 'core/store'), { recursive: true })
    writeFileSync(
      join(dir, 'core/plugin/Plugin.ts'),
      "import type { S } from '../store/S.js'\nexport type P = S\n",
    )
    writeFileSync(
      join(dir, 'core/store/S.ts'),
      "import type { P } from '../plugin/Plugin.js'\nexport type S = P[]\n",
    )
    writeFileSync(join(dir, 'core/store/Leaf.ts'), "import type { S } from './S.js'\nexport type L = S\n")
    expect(findImportCycles(dir, 'core')).toEqual([
      ['core/plugin/Plugin.ts', 'core/store/S.ts', 'core/plugin/Plugin.ts'],
    ])
  })
})
