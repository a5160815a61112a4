import { spawn } from 'node:child_process'
import type { CommandResult } from './CommandResult.js'

/** Runs a command to its end in production mode, with Next.js telemetry off; never rejects. */
export function runCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>> = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    })
    let stdout = ''
    let output = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', (error) => resolve({ code: -1, stdout, output: `${output}${error.message}` }))
    child.on('close', (code) => resolve({ code, stdout, output }))
  })
}
