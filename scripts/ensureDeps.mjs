// Installs what the project needs when it is missing; uses only Node built-ins so it runs on a fresh clone.
import { execSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const say = (text) => console.log(`[gangway] ${text}`)

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex')
}

/** Records the optional platform packages an `npm install` here leaves out (see completeLockfile.mjs). */
export function completeLockfile() {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'completeLockfile.mjs')], {
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('scripts/completeLockfile.mjs failed')
}

/** Completes the lockfile, then runs `npm ci` when node_modules is absent or was installed from another lockfile. */
export function ensureNodeModules() {
  completeLockfile()
  const stamp = join(root, 'node_modules', '.gangway-lock-hash')
  const hash = lockHash()
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return
  say(
    existsSync(join(root, 'node_modules'))
      ? 'lockfile changed: running npm ci'
      : 'node_modules missing: running npm ci',
  )
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm ci failed')
  writeFileSync(stamp, hash)
}

/** The Chromium the browser tests drive: Debian's package, installed with apt-get when missing. */
export function ensureChromium() {
  const path = process.env.GANGWAY_CHROMIUM ?? '/usr/bin/chromium'
  if (existsSync(path)) return path
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot)
    throw new Error(
      `Chromium not found at ${path}: install Debian's "chromium" package (apt-get install -y chromium)`,
    )
  say('chromium missing: installing Debian package chromium (apt-get)')
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {
    stdio: 'inherit',
  })
  if (!existsSync(path)) throw new Error(`apt-get installed chromium but ${path} is still missing`)
  return path
}

/** Where initdb and postgres are: PATH first, then Debian's /usr/lib/postgresql/<version>/bin; undefined when absent. */
export function findPostgres() {
  const has = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))
  const onPath = (process.env.PATH ?? '').split(delimiter).find((dir) => dir && has(dir))
  if (onPath) return onPath
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : []
  return versions.map((version) => join(debian, version, 'bin')).find(has)
}

/**
 * The PostgreSQL server the server's storage tests start (initdb into a temp dir): says clearly when it is
 * missing, and that those tests are then skipped; .ci/run installs Debian's package, a developer does it once.
 */
export function ensurePostgres() {
  const bin = findPostgres()
  if (bin) return bin
  say(
    'PostgreSQL not found (no initdb/postgres on PATH or in /usr/lib/postgresql/*/bin): the tests against a ' +
      'real PostgreSQL server are skipped. Install it with: apt-get install -y postgresql (.ci/run does)',
  )
  return undefined
}
