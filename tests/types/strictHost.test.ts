import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

describe('the shipped declarations (dist/types, after npm run build)', () => {
  it('compile in a strict host: exactOptionalPropertyTypes, skipLibCheck off', () => {
    expect(existsSync(`${root}/dist/types/entries/gangway.d.ts`), 'run npm run build first').toBe(true)
    const result = spawnSync(process.execPath, [tsc, '-p', 'tests/types/tsconfig.json'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(result.stdout + result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 120_000)
})
