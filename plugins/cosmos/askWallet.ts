import { untilAborted } from '../../entries/plugin.js'

const late = Symbol('late')

/** Maps a wallet failure to a Gangway error, its module loaded only then. */
const mapped = async (error: unknown, details?: string) =>
  (await import('./toCosmosError.js')).toCosmosError(error, details)

/**
 * Calls the wallet and waits at most `ms` and until `signal` aborts (then with the signal's reason); what the
 * wallet throws, and a missed deadline, come back as Gangway errors (see toCosmosError).
 */
export async function askWallet<T>(
  call: () => Promise<T> | T,
  signal: AbortSignal | undefined,
  ms: number,
): Promise<T> {
  signal?.throwIfAborted()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late), ms)
  })
  try {
    return await untilAborted(Promise.race([Promise.resolve().then(call), deadline]), signal)
  } catch (error) {
    if (signal?.aborted && error === signal.reason) throw error
    throw await mapped(error, error === late ? `The wallet did not answer within ${ms / 1000} s` : undefined)
  } finally {
    clearTimeout(timer)
  }
}
