import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { EntrySize } from './EntrySize.js'
import { measureWithEsbuild } from './measureWithEsbuild.js'
import { measureWithRollup } from './measureWithRollup.js'

type Bundler = 'rollup' | 'esbuild'
interface Budget {
  readonly file: string
  readonly import?: string[]
  readonly rollup?: number
  readonly esbuild?: number
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const budget = JSON.parse(readFileSync(`${root}/size-budget.json`, 'utf8')) as {
  entries: Record<string, Budget>
}
const measure: Record<Bundler, (file: string, names?: readonly string[]) => Promise<EntrySize>> = {
  rollup: measureWithRollup,
  esbuild: measureWithEsbuild,
}
const cases = Object.entries(budget.entries).flatMap(([name, entry]) =>
  (['rollup', 'esbuild'] as const).flatMap((bundler) => {
    const limit = entry[bundler]
    return limit === undefined ? [] : [[`${name} (${bundler})`, entry, bundler, limit] as const]
  }),
)
const measured: Record<string, unknown> = {}

describe('size budgets (gzip at page start, react excluded)', () => {
  it.each(cases)('%s stays within its budget', async (label, entry, bundler, limit) => {
    expect(existsSync(`${root}/${entry.file}`), `${entry.file} is built by npm run build`).toBe(true)
    const size = await measure[bundler](`${root}/${entry.file}`, entry.import)
    measured[label] = { ...size, budget: limit }
    mkdirSync(`${root}/test-artifacts`, { recursive: true })
    writeFileSync(`${root}/test-artifacts/sizes.json`, `${JSON.stringify(measured, null, 2)}\n`)
    expect(size.initialGzip).toBeGreaterThan(0)
    expect(size.initialGzip, `${label}: ${size.initialGzip} B gzip at page start`).toBeLessThanOrEqual(limit)
  })
})
