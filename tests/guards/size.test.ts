import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { measureEntry } from './measureEntry.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const budget = JSON.parse(readFileSync(`${root}/size-budget.json`, 'utf8')) as {
  entries: Record<string, { file: string; import?: string[]; initialGzip: number }>
}
const measured: Record<string, unknown> = {}

describe('size budgets (gzip, react excluded)', () => {
  it.each(Object.entries(budget.entries))(
    '%s stays within its budget',
    async (name, { file, import: names, initialGzip }) => {
      expect(existsSync(`${root}/${file}`), `${file} is built by npm run build`).toBe(true)
      const size = await measureEntry(`${root}/${file}`, names)
      measured[name] = { ...size, budget: initialGzip }
      mkdirSync(`${root}/test-artifacts`, { recursive: true })
      writeFileSync(`${root}/test-artifacts/sizes.json`, `${JSON.stringify(measured, null, 2)}\n`)
      expect(size.initialGzip).toBeGreaterThan(0)
      expect(size.initialGzip, `${name}: ${size.initialGzip} B gzip at page start`).toBeLessThanOrEqual(
        initialGzip,
      )
    },
  )
})
