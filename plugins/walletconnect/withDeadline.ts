/**
 * Settles like `work`, or rejects with `late()` once `until` (epoch ms) has passed; the timer is
 * cleared as soon as either happens, so nothing is left running.
 */
export function withDeadline<T>(work: Promise<T>, until: number, late: () => unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(late()), Math.max(0, until - Date.now()))
    work.finally(() => clearTimeout(timer)).then(resolve, reject)
  })
}
