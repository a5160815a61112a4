/**
 * What `find` gives, as soon as it gives something: checked now and on every `subscribe` notice, undefined
 * once `ms` passed (a wallet that announces itself late, a connector another plugin registers).
 */
export function waitForFound<T>(
  find: () => T | undefined,
  subscribe: (listener: () => void) => () => void,
  ms: number,
): Promise<T | undefined> {
  const found = find()
  if (found !== undefined || ms <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      off()
      resolve(find())
    }
    const timer = setTimeout(done, ms)
    const off = subscribe(() => {
      if (find() !== undefined) done()
    })
  })
}
