// The npm registry mirror reachable here serves only the Linux builds of platform-specific optional
// packages (esbuild, rollup, biome...), so `npm install` leaves the others out of package-lock.json and
// `npm ci` then refuses the lockfile as out of sync. This records each missing optional platform
// package with its os/cpu, which is all `npm ci` needs to skip it on this machine. The repo's drivers
// (scripts/ensureDeps.mjs, so npm start, npm test and .ci/run) run it; run it yourself after any `npm install`.
// Never a postinstall: the published package must run nothing of the repo's tooling in a host's install.
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const oses = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'android',
  'sunos',
  'aix',
  'openharmony',
]
const cpus = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32']

function platformOf(name) {
  const tokens = name.replace(/^@[^/]+\//, '').split(/[-/]/)
  const os = tokens.find((token) => oses.includes(token) || token === 'win')
  const cpu = tokens.find((token) => cpus.includes(token)) ?? (tokens.includes('x86') ? 'ia32' : undefined)
  const libc = tokens.includes('musl')
    ? 'musl'
    : tokens.includes('gnu') || tokens.includes('gnueabihf')
      ? 'glibc'
      : undefined
  return {
    os: [os === 'win' ? 'win32' : (os ?? 'none')],
    cpu: [cpu ?? 'none'],
    ...(libc ? { libc: [libc] } : {}),
  }
}

let lock
try {
  lock = JSON.parse(readFileSync(file, 'utf8'))
} catch {
  process.exit(0)
}
const packages = lock.packages ?? {}
let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? 'node_modules' : `${path}/node_modules`
    const nested = `${base}/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    const version = String(range).replace(/^[\^~=v]/, '')
    if (!/^\d+\.\d+\.\d+/.test(version)) continue
    packages[hoisted] = { version, optional: true, ...platformOf(name) }
    added += 1
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  )
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`[gangway] package-lock.json: recorded ${added} optional platform packages for npm ci`)
}
