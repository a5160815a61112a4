import { type ChildProcess, spawn } from 'node:child_process'

const READY_DEADLINE_MS = 120_000

/** Runs the bundled CLI with `args`; for `serve`, resolves with the URL it prints once listening. */
export function spawnServe(
  cli: string,
  args: readonly string[],
): Promise<{ child: ChildProcess; url: string; output: string[] }> {
  const child = spawn(process.execPath, [cli, 'serve', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`gangway serve not listening after ${READY_DEADLINE_MS} ms: ${output.join('')}`))
    }, READY_DEADLINE_MS)
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = /listening on (http:\/\/\S+)/.exec(output.join(''))
      if (match) {
        clearTimeout(timer)
        resolve({ child, url: match[1]!, output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`gangway serve exited with ${code}: ${output.join('')}`))
    })
  })
}

/** Runs the bundled CLI to completion: its exit code and output. */
export function runCli(
  cli: string,
  args: readonly string[],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), READY_DEADLINE_MS)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}
