import { type ChildProcess, spawn } from 'node:child_process'
import { devMnemonic } from '../devMnemonic.js'
import { anvilBinaryPath } from './anvilBinaryPath.js'

export interface StartAnvilOptions {
  readonly chainId: number
  readonly port?: number
  readonly timeoutMs?: number
}

export interface AnvilInstance {
  readonly rpcUrl: string
  readonly chainId: number
  readonly pid: number
  stop(): Promise<void>
}

const host = '127.0.0.1'
const watchdog = 'exec 3<&0 </dev/null; (read -r _ <&3; kill $$) >/dev/null 2>&1 & exec "$@"'
const running = new Set<ChildProcess>()
let exitHookInstalled = false

function killAllOnExit(): void {
  for (const child of running) child.kill('SIGKILL')
}

function spawnAnvil(args: readonly string[]): ChildProcess {
  const binary = anvilBinaryPath()
  const stdio: ['pipe', 'pipe', 'pipe'] = ['pipe', 'pipe', 'pipe']
  if (process.platform === 'win32') return spawn(binary, args, { stdio, windowsHide: true })
  return spawn('sh', ['-c', watchdog, 'anvil', binary, ...args], { stdio })
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const body = (await response.json()) as { result?: string }
    return body.result !== undefined && Number(body.result) === chainId
  } catch {
    return false
  }
}

/** Starts anvil from the npm package on 127.0.0.1 (a free port unless given); resolves once eth_chainId answers. */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const { chainId, port = 0, timeoutMs = 15_000 } = options
  const args = [
    '--host',
    host,
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--mnemonic',
    devMnemonic,
  ]
  const child = spawnAnvil(args)
  running.add(child)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', killAllOnExit)
  }
  const exited = waitForExit(child).then(() => {
    running.delete(child)
    child.stdin?.destroy()
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
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
    const rpcUrl = await new Promise<string>((resolve, reject) => {
      let stdout = ''
      const timer = setTimeout(
        () => fail(new Error(`anvil (chain ${chainId}) did not start in ${timeoutMs} ms`)),
        timeoutMs,
      )
      const fail = (error: Error): void => {
        clearTimeout(timer)
        reject(error)
      }
      child.once('error', fail)
      void exited.then(() =>
        fail(
          new Error(
            `anvil (chain ${chainId}) exited before it was ready: ${stderr.trim() || stdout.slice(-500)}`,
          ),
        ),
      )
      child.stdout?.setEncoding('utf8')
      child.stdout?.on('data', function scan(chunk: string) {
        stdout += chunk
        const match = /Listening on ([\d.]+):(\d+)/.exec(stdout)
        if (!match) return
        child.stdout?.off('data', scan)
        child.stdout?.resume()
        const url = `http://${host}:${match[2]}`
        void (async () => {
          while (running.has(child)) {
            if (await answersChainId(url, chainId)) {
              clearTimeout(timer)
              resolve(url)
              return
            }
            await new Promise((wait) => setTimeout(wait, 10))
          }
        })()
      })
    })
    return { rpcUrl, chainId, pid: child.pid ?? -1, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
