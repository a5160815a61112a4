import { createServer } from 'node:net'

/** A TCP port free on 127.0.0.1 right now, for a server that cannot be told to listen on port 0. */
export function freePort(): Promise<number> {
  const probe = createServer()
  return new Promise((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}
