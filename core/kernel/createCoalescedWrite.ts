/**
 * Writes the last value at most once per `ms`: the first at once, the rest of a burst once at its end
 * (a wallet flooding events costs a few storage writes, not one each).
 */
export function createCoalescedWrite<T>(write: (value: T) => void, ms: number): (value: T) => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let waiting: { readonly value: T } | undefined
  const flush = () => {
    timer = undefined
    if (!waiting) return
    const { value } = waiting
    waiting = undefined
    write(value)
    timer = setTimeout(flush, ms)
  }
  return (value) => {
    waiting = { value }
    if (timer === undefined) flush()
  }
}
