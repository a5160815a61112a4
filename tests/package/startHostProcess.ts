import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

const READY_DEADLINE_MS = 60_000
const STOP_DEADLINE_MS = 15_000

/** A host's server process started by a test: its output so far, and stop() with the signal to send. */
export interface HostProcess {
  readonly output: () => string
  /**
   * Sends `signal` to the process group (npx and what it runs: npm does not pass signals on), waits for the
   * leader's exit (SIGKILL to the group after 15 s) and gives its code, or the signal that ended it.
   */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>
  /** Whether a process of its group is still running. */
  running(): boolean
}

const signalGroup = (pid: number | undefined, signal: NodeJS.Signals | 0): boolean => {
  if (pid === undefined) return false
  try {
    process.kill(-pid, signal)
    return true
  } catch {
    return false
  }
}

/**
 * Starts `command` in `cwd` (production mode, `env` added) in a process group of its own, and resolves
 * once `readyUrl` answers any HTTP status, or the process has exited, or 60 s have passed.
 */
export async function startHostProcess(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>>,
  readyUrl: string,
): Promise<HostProcess> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    detached: true,
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  const deadline = Date.now() + READY_DEADLINE_MS
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    const answered = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    )
    if (answered) break
    await sleep(200)
  }
  return {
    output: () => output,
    async stop(signal = 'SIGTERM') {
      signalGroup(child.pid, signal)
      const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), STOP_DEADLINE_MS)
      const result = await exited
      clearTimeout(timer)
      return result
    },
    running: () => signalGroup(child.pid, 0),
  }
}
