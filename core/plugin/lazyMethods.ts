type AsyncMethodKey<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => Promise<unknown> ? K : never
}[keyof T]

/** Forwarders of the methods `K` of what a lazy load resolves to. */
export type LazyMethods<T, K extends keyof T> = { readonly [P in K]: OmitThisParameter<T[P]> }

/**
 * Forwards the methods `keys` to the object `load` resolves to, loaded on the first call: one load in flight at a time,
 * kept once it succeeds, tried again on the next call after a failure.
 */
export function lazyMethods<T extends object, K extends AsyncMethodKey<T>>(
  load: () => Promise<T>,
  keys: readonly K[],
): LazyMethods<T, K> {
  let loading: Promise<T> | undefined
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return Object.fromEntries(
    keys.map((key) => [
      key,
      async (...args: unknown[]) => ((await get())[key] as (...params: unknown[]) => unknown)(...args),
    ]),
  ) as never
}
