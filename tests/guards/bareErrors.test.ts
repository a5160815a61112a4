import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { listSources } from './findImportViolations.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const bareError = /(?<![\w.$])(new\s+Error|throw\s+Error)\s*\(/

/** Files still allowed a bare Error, each with its reason; the list only shrinks. */
const allowed: Record<string, string> = {}

const libraryFiles = () =>
  ['core', 'plugins', 'ui-kit']
    .flatMap((dir) => listSources(root, dir))
    .filter((file) => !/\.test(-d)?\.tsx?$|(^|\/)test\//.test(file))

describe('library code throws Gangway errors', () => {
  it('has no bare new Error( or throw Error( outside the allowed files', () => {
    const offenders = libraryFiles().filter(
      (file) => !(file in allowed) && bareError.test(readFileSync(`${root}/${file}`, 'utf8')),
    )
    expect(offenders).toEqual([])
  })

  it('allows only files that still need it', () => {
    const stale = Object.keys(allowed).filter(
      (file) => !bareError.test(readFileSync(`${root}/${file}`, 'utf8')),
    )
    expect(stale).toEqual([])
  })

  it.each([
    ['throw new Error("x")', true],
    ['throw Error("x")', true],
    ['reject(new Error(`x`))', true],
    ['throw new ConnectionError(failedToConnect)', false],
    ['throw new RpcError(4001)', false],
    ['const e = new errors.Error("x")', false],
  ])('finds a bare error in %s: %s', (text, found) => {
    expect(bareError.test(text)).toBe(found)
  })
})
