import { sendTimings } from './sendTimings.js'

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', stop)
      resolve()
    }
    const stop = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', stop, { once: true })
  })

/**
 * What `read` gives as soon as it gives something, asked every `pollMs`; undefined once `timeoutMs` passed.
 * A failed read is asked again; `signal` stops the wait (rejects with its reason).
 */
export async function pollUntil<T>(
  read: (signal: AbortSignal) => Promise<T | undefined>,
  signal: AbortSignal,
  { pollMs, confirmTimeoutMs } = sendTimings,
): Promise<T | undefined> {
  const deadline = Date.now() + confirmTimeoutMs
  for (;;) {
    signal.throwIfAborted()
    const found = await read(signal).catch(() => undefined)
    signal.throwIfAborted()
    if (found !== undefined) return found
    if (Date.now() + pollMs > deadline) return undefined
    await pause(pollMs, signal)
  }
}
