import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { HostRun } from './HostRun.js'
import { runCommand } from './runCommand.js'

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

/**
 * Installs a written host from the registry (npm's one cache, shared by every host and run, offline first),
 * type-checks it with `tsconfig` and builds it with the bundler `bin` (a path under its node_modules).
 */
export async function prepareHost(dir: string, tsconfig: string, bin: string): Promise<HostRun> {
  const install = await runCommand(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-update-notifier'],
    dir,
  )
  if (install.code !== 0) return { install }
  const typecheck = await runCommand(process.execPath, [tsc, '-p', tsconfig], dir)
  const build = await runCommand(process.execPath, [join(dir, 'node_modules', bin), 'build'], dir)
  return { install, typecheck, build }
}
