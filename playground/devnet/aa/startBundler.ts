import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { devBundlerKeys } from './devBundlerKeys.js'
import { loopbackPreload } from './loopbackPreload.js'

export interface StartBundlerOptions {
  readonly rpcUrl: string
  readonly entryPoint: `0x${string}`
  readonly timeoutMs?: number
}

export interface BundlerInstance {
  /** The bundler's JSON-RPC on 127.0.0.1. */
  readonly url: string
  readonly pid: number
  stop(): Promise<void>
}

const watchdog = 'exec 3<&0 </dev/null; (read -r _ <&3; kill $$) >/dev/null 2>&1 & exec "$@"'
const running = new Set<ChildProcess>()
let exitHookInstalled = false

function altoCli(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

async function answers(url: string, entryPoint: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    const body = (await response.json()) as { result?: unknown }
    return (
      Array.isArray(body.result) &&
      body.result.some((item) => String(item).toLowerCase() === entryPoint.toLowerCase())
    )
  } catch {
    return false
  }
}

/**
 * Starts the ERC-4337 bundler `@pimlico/alto` (a Node child process; kept on 127.0.0.1 by a preload, since alto
 * binds 0.0.0.0) against one anvil chain: its executor and utility keys are funded first, and alto deploys its
 * simulation contracts itself. Resolves once it lists the EntryPoint; stops with the returned stop().
 */
export async function startBundler(options: StartBundlerOptions): Promise<BundlerInstance> {
  const { rpcUrl, entryPoint, timeoutMs = 60_000 } = options
  for (const key of Object.values(devBundlerKeys)) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [privateKeyToAccount(key).address, '0x3635c9adc5dea00000'],
      }),
    })
    await response.arrayBuffer()
  }
  const args = [
    '--import',
    loopbackPreload,
    altoCli(),
    '--entrypoints',
    entryPoint,
    '--executor-private-keys',
    devBundlerKeys.executor,
    '--utility-private-key',
    devBundlerKeys.utility,
    '--rpc-url',
    rpcUrl,
    '--port',
    '0',
    '--safe-mode',
    'false',
    '--log-level',
    'warn',
  ]
  const stdio: ['pipe', 'pipe', 'pipe'] = ['pipe', 'pipe', 'pipe']
  const child =
    process.platform === 'win32'
      ? spawn(process.execPath, args, { stdio, windowsHide: true })
      : spawn('sh', ['-c', watchdog, 'alto', process.execPath, ...args], { stdio })
  running.add(child)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', () => {
      for (const each of running) each.kill('SIGKILL')
    })
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  }).then(() => {
    running.delete(child)
    child.stdin?.destroy()
  })
  let output = ''
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-4000)
  }
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', keep)
  child.stderr?.setEncoding('utf8')
  const stop = async (): Promise<void> => {
    if (running.has(child)) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
      await exited
      clearTimeout(timer)
    }
    await exited
  }
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new Error(`the bundler did not start in ${timeoutMs} ms: ${output.slice(-1000)}`)),
        timeoutMs,
      )
      const fail = (error: Error): void => {
        clearTimeout(timer)
        reject(error)
      }
      child.once('error', fail)
      void exited.then(() =>
        fail(new Error(`the bundler exited before it was ready: ${output.slice(-1500)}`)),
      )
      let stderr = ''
      child.stderr?.on('data', function scan(chunk: string) {
        keep(chunk)
        stderr += chunk
        const match = /gangway-bundler-port (\d+)/.exec(stderr)
        if (!match) return
        child.stderr?.off('data', scan)
        child.stderr?.on('data', keep)
        const found = `http://127.0.0.1:${match[1]}`
        void (async () => {
          while (running.has(child)) {
            if (await answers(found, entryPoint)) {
              clearTimeout(timer)
              resolve(found)
              return
            }
            await new Promise((wait) => setTimeout(wait, 25))
          }
        })()
      })
    })
    return { url, pid: child.pid ?? -1, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
