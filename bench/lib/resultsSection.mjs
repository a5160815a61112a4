// A section of bench/results.md (a level-2 heading up to the next) with its key in bench/results.json, written by
// a bench script of its own (bench:server, bench:account) and kept as it is when `npm run bench` rewrites the rest.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** [start, end) of the section under `heading` in `text` (up to the next level-2 heading), or undefined. */
function sectionBounds(text, heading) {
  const start = text.startsWith(`${heading}\n`) ? 0 : text.indexOf(`\n${heading}\n`) + 1
  if (start <= 0 && !text.startsWith(`${heading}\n`)) return undefined
  const next = text.indexOf('\n## ', start + heading.length)
  return [start, next === -1 ? text.length : next + 1]
}

/** Writes `figures` as results.json's `key` and `section` (Markdown starting with `heading`) in results.md; the rest stays. */
export function writeResultsSection(benchDir, { key, heading, figures, section }) {
  const jsonPath = join(benchDir, 'results.json')
  const json = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : {}
  json[key] = figures
  writeFileSync(jsonPath, `${JSON.stringify(json, null, 2)}\n`)
  const mdPath = join(benchDir, 'results.md')
  const text = existsSync(mdPath) ? readFileSync(mdPath, 'utf8') : ''
  const bounds = sectionBounds(text, heading)
  const next = bounds
    ? `${text.slice(0, bounds[0])}${section}${bounds[1] < text.length ? '\n' : ''}${text.slice(bounds[1])}`
    : `${text.replace(/\n*$/, '\n\n')}${section}`
  writeFileSync(mdPath, next.replace(/\n*$/, '\n'))
}

/** For `npm run bench`, which rewrites both files: remembers results.json's `key` now; the function returned writes it back with `write`. */
export function keepResultsSection(benchDir, key, write) {
  const jsonPath = join(benchDir, 'results.json')
  if (!existsSync(jsonPath)) return () => {}
  const figures = JSON.parse(readFileSync(jsonPath, 'utf8'))[key]
  return () => {
    if (figures) write(benchDir, figures)
  }
}
