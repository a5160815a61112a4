import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from './freePort.js'

/**
 * Runs `next start` for a built host on 127.0.0.1 and resolves once it answers (or it has exited); the
 * app's server code reads its own origin from SITE_URL.
 */
export async function startNextServer(dir: string) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  const bin = join(dir, 'node_modules/next/dist/bin/next')
  const child = spawn(process.execPath, [bin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: url.slice(0, -1),
    },
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (let tries = 0; tries < 150 && child.exitCode === null; tries++) {
    const answered = await fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    if (answered) break
    await sleep(200)
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill()
      await exited
    },
  }
}
