// Builds bench/lib/serverProcess.mjs (with server/ from source) and runs it as a child process, so the load
// generator never shares the server's event loop; every wait has a deadline.
import { fork } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const READY_DEADLINE_MS = 120_000
const ANSWER_DEADLINE_MS = 30_000

/**
 * Bundles the server process to one ESM file under test-artifacts/ (inside the repo, so that its external
 * packages, hono, @hono/node-server and @electric-sql/pglite, come from the root node_modules).
 */
export async function buildServerProcess({ root, benchDir }) {
  const outdir = join(root, 'test-artifacts', 'bench-server')
  mkdirSync(outdir, { recursive: true })
  const outfile = join(outdir, `server-${process.pid}.mjs`)
  await build({
    entryPoints: [join(benchDir, 'lib', 'serverProcess.mjs')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  })
  return outfile
}

/**
 * Starts the built server process with `options` (projectId, origin, dataDir, walletCount, rateLimits);
 * resolves once it listens. `execArgv` goes to node (e.g. --cpu-prof). Memory samples arrive in `samples`.
 */
export function startServerProcess(file, options, execArgv = []) {
  const child = fork(file, [], {
    execArgv: ['--expose-gc', ...execArgv],
    env: { ...process.env, GANGWAY_BENCH_SERVER: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const samples = []
  const waiting = new Map()
  let exit
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal }
      for (const [, { reject }] of waiting) reject(new Error(`server process exited (${code ?? signal})`))
      waiting.clear()
      resolve(exit)
    })
  })
  child.on('message', (message) => {
    if (message?.type === 'sample') samples.push(message)
    const waiter = waiting.get(message?.type)
    if (waiter) {
      waiting.delete(message.type)
      waiter.resolve(message)
    }
  })
  const answer = (type, deadlineMs = ANSWER_DEADLINE_MS) =>
    new Promise((resolve, reject) => {
      if (exit) return reject(new Error(`server process exited (${exit.code ?? exit.signal})`))
      const timer = setTimeout(() => {
        waiting.delete(type)
        reject(new Error(`server process: no '${type}' within ${deadlineMs} ms`))
      }, deadlineMs)
      waiting.set(type, {
        resolve: (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
    })
  const ask = (type) => {
    const reply = answer(type)
    child.send({ type })
    return reply
  }
  return answer('ready', READY_DEADLINE_MS).then(
    ({ port, basePath }) => ({
      pid: child.pid,
      url: `http://127.0.0.1:${port}${basePath}`,
      samples,
      storedEvents: async () => (await ask('count')).count,
      /** Heap used and RSS right after a full garbage collection. */
      collectGarbage: async () => {
        const { heapUsed, rss } = await ask('gc')
        return { heapUsed, rss }
      },
      cpuMicros: async () => (await ask('cpu')).micros,
      async stop() {
        const stopped = answer('stopped')
        child.send({ type: 'stop' })
        const report = await stopped.catch((error) => {
          child.kill('SIGKILL')
          throw error
        })
        await exited
        return report
      },
      kill() {
        if (!exit) child.kill('SIGKILL')
        return exited
      },
    }),
    (error) => {
      if (!exit) child.kill('SIGKILL')
      throw error
    },
  )
}
