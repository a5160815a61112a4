import { untilAborted } from '../../entries/plugin.js'

/** Settles like `promise`, or rejects when `ms` pass (a TimeoutError) or `signal` aborts (its reason). */
export function withDeadline<T>(promise: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(ms)
  return untilAborted(promise, signal ? AbortSignal.any([signal, timeout]) : timeout)
}
