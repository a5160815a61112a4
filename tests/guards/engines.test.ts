import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const { satisfies } = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean
}

interface LockedPackage {
  readonly version?: string
  readonly engines?: { readonly node?: string } | readonly string[]
}

/** Locked packages whose `engines.node` excludes `node` (npm ci prints EBADENGINE for each). */
function unsupported(lockFile: string, node: string): string[] {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, LockedPackage> }
  return Object.entries(lock.packages).flatMap(([path, item]) => {
    const range = Array.isArray(item.engines) ? undefined : (item.engines as { node?: string })?.node
    return path && range && !satisfies(node, range) ? [`${path}@${item.version} wants node ${range}`] : []
  })
}

describe('npm ci on the supported Node', () => {
  it.each(['package-lock.json', 'bench/package-lock.json'])(
    '%s locks no package that refuses Node 20 (no EBADENGINE warning)',
    (lockFile) => {
      expect(unsupported(lockFile, '20.19.0')).toEqual([])
    },
  )
})
