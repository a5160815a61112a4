import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { readAttwReport } from './readAttwReport.js'
import { runCommand } from './runCommand.js'

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')),
  'dist/index.js',
)

/**
 * arethetypeswrong's problems for a packed tarball under the `esm-only` profile, with `entrypoints`
 * checked beside the ones it finds itself (it cannot expand a `./plugins/*` pattern). Offline: no @types.
 */
export async function attwProblems(tarball: string, entrypoints: readonly string[] = []): Promise<string[]> {
  const args = [cli, tarball, '--profile', 'esm-only', '--format', 'json', '--no-definitely-typed']
  if (entrypoints.length > 0) args.push('--include-entrypoints', ...entrypoints)
  const result = await runCommand(process.execPath, args, dirname(tarball))
  return readAttwReport(result.stdout, result.code)
}
