import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { nextQuickStartFiles } from './nextQuickStartFiles.js'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe("README's Next.js quick start, as the host test writes it", () => {
  it('gives the client component, the root layout and the route handler that mounts gangway/server', () => {
    const files = nextQuickStartFiles(readme)
    expect(Object.keys(files).sort()).toEqual([
      'app/gangway/[...path]/route.ts',
      'app/layout.tsx',
      'app/wallet.tsx',
    ])
    expect(files['app/gangway/[...path]/route.ts']).toMatch(/from 'gangway\/server'/)
    expect(files['app/gangway/[...path]/route.ts']).toMatch(/export const (GET|POST|OPTIONS) = /)
  })

  it('takes only paths under app/, never one that climbs out', () => {
    const section = (path: string) => `## Quick start: Next.js\n\n\`\`\`ts\n// ${path}\nexport {}\n\`\`\`\n`
    expect(Object.keys(nextQuickStartFiles(section('app/x/route.ts')))).toEqual(['app/x/route.ts'])
    expect(nextQuickStartFiles(section('app/../package.json'))).toEqual({})
    expect(nextQuickStartFiles(section('lib/x.ts'))).toEqual({})
  })
})
