import type { DevFailure } from './DevFailure.js'

const FAILURE_STATUSES = [429, 500, 502, 503]

/** The injected failures: inject, remove, clear, and take (the first matching one, counted down). */
export function createFailures(): {
  inject(failure: DevFailure): void
  remove(failure: DevFailure): void
  clear(): void
  /** The failure for a request whose paths are [full path, path under the base, path under its service]. */
  take(paths: readonly string[]): DevFailure | undefined
} {
  let failures: { failure: DevFailure; remaining: number }[] = []
  return {
    inject(failure) {
      if (!FAILURE_STATUSES.includes(failure.status))
        throw new Error(`injectFailure: status must be one of ${FAILURE_STATUSES.join(', ')}`)
      const times = failure.times ?? Number.POSITIVE_INFINITY
      if (!(times >= 1)) throw new Error('injectFailure: times must be at least 1')
      failures.push({ failure, remaining: times })
    },
    remove(failure) {
      failures = failures.filter((item) => item.failure !== failure)
    },
    clear() {
      failures = []
    },
    take(paths) {
      const found = failures.find(({ failure }) => {
        if (typeof failure.path === 'string') return paths.includes(failure.path)
        failure.path.lastIndex = 0
        return failure.path.test(paths[0] ?? '')
      })
      if (!found) return undefined
      found.remaining -= 1
      if (found.remaining <= 0) failures = failures.filter((item) => item !== found)
      return found.failure
    },
  }
}
