import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { listSources, specifiersOf } from './findImportViolations.js'

/** Import cycles among the files below `dir` (static, type-only and import() edges), each as a path of files. */
export function findImportCycles(root: string, dir: string): string[][] {
  const files = new Set(listSources(root, dir).filter((file) => !/\.test(-d)?\.tsx?$/.test(file)))
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const targets = specifiersOf(readFileSync(join(root, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => normalize(join(dirname(file), specifier)).replace(/\.js$/, ''))
      .flatMap((base) => [`${base}.ts`, `${base}.tsx`, base].filter((candidate) => files.has(candidate)))
    edges.set(file, targets)
  }
  const cycles: string[][] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (file: string, trail: string[]) => {
    const seen = state.get(file)
    if (seen === 'done') return
    if (seen === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(file)), file])
      return
    }
    state.set(file, 'visiting')
    for (const target of edges.get(file) ?? []) visit(target, [...trail, file])
    state.set(file, 'done')
  }
  for (const file of [...files].sort()) visit(file, [])
  return cycles
}
