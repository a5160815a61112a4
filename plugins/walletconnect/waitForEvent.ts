interface Emitter {
  on(event: string, listener: () => void): unknown
  off(event: string, listener: () => void): unknown
}

/** Resolves once `done()` holds, checked now and on each `event`; gives up (true) after `timeoutMs`. */
export function waitForEvent(
  emitter: Emitter,
  event: string,
  done: () => boolean,
  timeoutMs: number,
): Promise<void> {
  if (done()) return Promise.resolve()
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      emitter.off(event, check)
      resolve()
    }
    const check = () => {
      if (done()) finish()
    }
    const timer = setTimeout(finish, timeoutMs)
    emitter.on(event, check)
  })
}
