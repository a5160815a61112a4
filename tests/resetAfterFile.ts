import { afterAll, vi } from 'vitest'

// The unit and integration projects share each worker's module cache across files (isolate: false): whatever a file left
// behind (fake timers, stubbed globals or env, spies) is undone before the next file runs.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
