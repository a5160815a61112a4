import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { listSources } from './findImportViolations.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** The namespace of the fixture chain plugin (tests/fixtures/createTezosPlugin.ts), which core must not know. */
const fixtureNamespace = 'tezos'
const builtInLiteral = /['"`](eip155|solana)\b/
const comments = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm

/** Core files that still name a built-in namespace in code, each with its reason; the list only shrinks. */
const allowed: Record<string, string> = {
  'core/types/ChainNamespace.ts':
    'the spec names, for editor completion only; the type is open and nothing acts on them',
  'core/types/EvmNetwork.ts':
    'the type of the EVM network data in core/networks (defineEvmNetwork, mainnet...)',
}

const coreFiles = () =>
  listSources(root, 'core').filter(
    (file) => !/\.test(-d)?\.tsx?$/.test(file) && !file.startsWith('core/networks/'),
  )
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8')

describe('core knows no chain namespace', () => {
  it(`never mentions the fixture namespace "${fixtureNamespace}"`, () => {
    expect(coreFiles().filter((file) => read(file).includes(fixtureNamespace))).toEqual([])
  })

  it('names eip155 or solana in code only in the allowed files (core/networks is data)', () => {
    const offenders = coreFiles().filter(
      (file) => !(file in allowed) && builtInLiteral.test(read(file).replace(comments, '$1')),
    )
    expect(offenders).toEqual([])
  })

  it('allows only files that still need it', () => {
    const stale = Object.keys(allowed).filter(
      (file) => !builtInLiteral.test(read(file).replace(comments, '$1')),
    )
    expect(stale).toEqual([])
  })

  it.each([
    ["if (namespace === 'eip155') return", true],
    ['const id = `solana:` + reference', true],
    ["// 'eip155' in a comment", false],
    ["'solana_signMessage'", false],
    ["const near = 'near'", false],
  ])('finds a built-in namespace literal in %s: %s', (text, found) => {
    expect(builtInLiteral.test(text.replace(comments, '$1'))).toBe(found)
  })
})
