import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from './startAnvil.js'

const bundleDir = fileURLToPath(new URL('../../../node_modules/.cache/gangway-devnet/', import.meta.url))
const bundle = `${bundleDir}startAnvil.mjs`

function isRunning(pid: number): boolean {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .startsWith('Z')
  } catch {
    return false
  }
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return condition()
}

async function chainIdAt(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return Number(((await response.json()) as { result: string }).result)
}

function startInChild(script: string): Promise<{ child: ChildProcess; pid: number; rpcUrl: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)))
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { pid, rpcUrl } = JSON.parse(line) as { pid: number; rpcUrl: string }
      resolve({ child, pid, rpcUrl })
    })
  })
}

describe('startAnvil', () => {
  beforeAll(async () => {
    mkdirSync(bundleDir, { recursive: true })
    await build({
      entryPoints: [fileURLToPath(new URL('./startAnvil.ts', import.meta.url))],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
    })
  })
  const stops: (() => Promise<void>)[] = []
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()))
  })

  it('starts anvil from the npm package on a free 127.0.0.1 port with the chain id, and stop() ends the process', async () => {
    const anvil = await startAnvil({ chainId: 4242 })
    stops.push(anvil.stop)
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(new URL(anvil.rpcUrl).port).not.toBe('0')
    expect(await chainIdAt(anvil.rpcUrl)).toBe(4242)
    expect(isRunning(anvil.pid)).toBe(true)
    await anvil.stop()
    expect(isRunning(anvil.pid)).toBe(false)
    await expect(chainIdAt(anvil.rpcUrl)).rejects.toThrow()
    await anvil.stop()
  })

  it('takes a given port, and fails clearly when that port is taken', async () => {
    const first = await startAnvil({ chainId: 4243 })
    stops.push(first.stop)
    const port = Number(new URL(first.rpcUrl).port)
    await first.stop()
    const second = await startAnvil({ chainId: 4244, port })
    stops.push(second.stop)
    expect(second.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    expect(await chainIdAt(second.rpcUrl)).toBe(4244)
    await expect(startAnvil({ chainId: 4245, port })).rejects.toThrow(/exited before it was ready/)
    await second.stop()
  })

  it('leaves no anvil behind when the process that started it is killed', async () => {
    const { child, pid, rpcUrl } = await startInChild(
      `const { startAnvil } = await import(${JSON.stringify(bundle)})
       const anvil = await startAnvil({ chainId: 4246 })
       console.log(JSON.stringify({ pid: anvil.pid, rpcUrl: anvil.rpcUrl }))
       setInterval(() => {}, 1000)`,
    )
    expect(await chainIdAt(rpcUrl)).toBe(4246)
    child.kill('SIGKILL')
    expect(await until(() => !isRunning(pid))).toBe(true)
    await expect(chainIdAt(rpcUrl)).rejects.toThrow()
  })

  it('leaves no anvil behind when the process that started it crashes', async () => {
    const { pid, rpcUrl } = await startInChild(
      `const { startAnvil } = await import(${JSON.stringify(bundle)})
       const anvil = await startAnvil({ chainId: 4247 })
       console.log(JSON.stringify({ pid: anvil.pid, rpcUrl: anvil.rpcUrl }))
       setTimeout(() => { throw new Error('crash') }, 100)`,
    )
    expect(await until(() => !isRunning(pid))).toBe(true)
    await expect(chainIdAt(rpcUrl)).rejects.toThrow()
  })
})
