import { untilAborted } from '../../entries/plugin.js'

/**
 * What `ask` resolves with, wrapped, or undefined when it has not settled within `ms`; rejects as `ask`
 * does (a throwing call included) and with the signal's reason when it aborts.
 */
export async function answerWithin<T>(
  ask: () => Promise<T> | T,
  ms: number,
  signal?: AbortSignal,
): Promise<{ readonly value: T } | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  try {
    return await untilAborted(
      Promise.race([
        Promise.resolve()
          .then(ask)
          .then((value) => ({ value })),
        deadline,
      ]),
      signal,
    )
  } finally {
    clearTimeout(timer)
  }
}
