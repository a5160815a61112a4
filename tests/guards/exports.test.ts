import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>
}

/** The public entries of package.json's exports map, the plugins/* pattern expanded over dist/. */
type Target = { types: string; import: string }

function publicEntries(): [string, Target][] {
  return Object.entries(pkg.exports).flatMap(([key, target]): [string, Target][] => {
    if (typeof target === 'string') return []
    if (!key.includes('*')) return [[key, target]]
    const dir = `${root}/dist/plugins`
    const names = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.js')) : []
    return names.map((file) => {
      const name = file.replace(/\.js$/, '')
      const entry: [string, Target] = [
        key.replace('*', name),
        { types: target.types.replace('*', name), import: target.import.replace('*', name) },
      ]
      return entry
    })
  })
}

describe('public entries', () => {
  it('are built with their declarations', () => {
    for (const [, target] of publicEntries()) {
      expect(existsSync(`${root}/${target.import}`), target.import).toBe(true)
      expect(existsSync(`${root}/${target.types}`), target.types).toBe(true)
    }
  })

  it.each(publicEntries())('%s exports exactly its snapshot', async (name, target) => {
    const module = (await import(pathToFileURL(`${root}/${target.import}`).href)) as Record<string, unknown>
    expect(Object.keys(module).sort()).toMatchSnapshot(name)
  })
})
