import {
  createHttpClient,
  HttpError,
  NamesError,
  nameRegisterFailed,
  nameResolveFailed,
  nameSuggestionsFailed,
  namesForAddressFailed,
  type ResolvedConfig,
  SDK_TYPE,
  SDK_VERSION,
} from '../../entries/plugin.js'
import { createTtlCache } from './createTtlCache.js'
import type { NameProfile } from './NameProfile.js'
import type { NameSuggestion } from './NameSuggestion.js'
import type { NamesClient } from './NamesClient.js'
import { namesLimits } from './namesLimits.js'
import { readNameProfile } from './readNameProfile.js'
import { readSuggestions } from './readSuggestions.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX_NAME = 253
const malformed = (path: string) =>
  new HttpError('Malformed answer', { kind: 'parse', url: path, details: `${path}: unexpected shape` })

/** Rethrows an abort as it is; any other failure as the catalogue's `message`, the service's reason as details. */
const relabel =
  (message: ConstructorParameters<typeof NamesError>[0], signal?: AbortSignal) => (error: unknown) => {
    if (signal?.aborted) throw signal.reason
    const reason = error instanceof HttpError ? error.reason : undefined
    throw new NamesError(message, { cause: error, ...(reason ? { details: reason } : {}) })
  }

/** The names client over `config.endpoints.api`: projectId, st and sv on every call, a 10 s deadline, 64 KiB answers at most. */
export function createNamesClient(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
  suffix: string,
): NamesClient {
  const http = createHttpClient({
    baseUrl: config.endpoints.api,
    projectId: config.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: config.fetch,
    retries: 1,
    timeoutMs: namesLimits.requestTimeoutMs,
    maxBytes: namesLimits.maxAnswerBytes,
  })
  const { cacheMs, cacheEntries } = namesLimits
  const byName = createTtlCache<NameProfile | undefined>(cacheMs, cacheEntries)
  const byAddress = createTtlCache<readonly NameProfile[]>(cacheMs, cacheEntries)
  const bySuggestion = createTtlCache<readonly NameSuggestion[]>(cacheMs, cacheEntries)
  // A cached lookup is shared: one caller's abort must not cancel it for the others, so it runs to its deadline.
  const shared = <T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> =>
    !signal
      ? promise
      : new Promise<T>((resolve, reject) => {
          if (signal.aborted) return reject(signal.reason)
          const onAbort = () => reject(signal.reason)
          signal.addEventListener('abort', onAbort, { once: true })
          promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
        })

  return {
    resolve(name, signal) {
      const key = name.trim().toLowerCase()
      if (key.length === 0 || key.length > MAX_NAME)
        return Promise.reject(new NamesError(nameResolveFailed, { details: 'Not a name' }))
      const path = `/v1/profile/account/${encodeURIComponent(key)}`
      const load = () =>
        http.get<unknown>(path).then(
          (answer) => {
            const profile = readNameProfile(answer, suffix)
            if (!profile) throw malformed(path)
            return profile
          },
          (error: unknown) => {
            if (error instanceof HttpError && error.status === 404) return undefined
            throw error
          },
        )
      return shared(byName.get(key, load), signal).catch(relabel(nameResolveFailed, signal))
    },
    reverse(address, signal) {
      if (!ADDRESS.test(address))
        return Promise.reject(new NamesError(namesForAddressFailed, { details: 'Invalid address' }))
      const key = address.toLowerCase()
      const path = `/v1/profile/reverse/${key}`
      const load = () =>
        http.get<unknown>(path).then((answer) => {
          if (!Array.isArray(answer)) throw malformed(path)
          return answer
            .slice(0, namesLimits.maxReverse)
            .flatMap((item) => readNameProfile(item, suffix) ?? [])
            .filter((profile) => profile.address.toLowerCase() === key)
        })
      return shared(byAddress.get(key, load), signal).catch(relabel(namesForAddressFailed, signal))
    },
    suggestions(label, signal) {
      const key = label.trim().toLowerCase()
      if (key.length === 0 || key.length > namesLimits.maxLength)
        return Promise.reject(new NamesError(nameSuggestionsFailed, { details: 'Not a label' }))
      const path = `/v1/profile/suggestions/${encodeURIComponent(key)}`
      const load = () =>
        http.get<unknown>(path, { zone: suffix.replace(/^\./, '') }).then((answer) => {
          const list = readSuggestions(answer, suffix)
          if (!list) throw malformed(path)
          return list
        })
      return shared(bySuggestion.get(key, load), signal).catch(relabel(nameSuggestionsFailed, signal))
    },
    async register({ coinType, address, message, signature }, signal) {
      const path = '/v1/profile/account'
      const body = { coin_type: coinType, address, message, signature }
      const name = (() => {
        try {
          return String((JSON.parse(message) as { name?: unknown }).name)
        } catch {
          return ''
        }
      })()
      const profile = await http
        .post<unknown>(path, body, undefined, { signal })
        .then((answer) => readNameProfile(answer, suffix, coinType) ?? Promise.reject(malformed(path)))
        .catch(relabel(nameRegisterFailed(name), signal))
      byName.set(profile.name, profile)
      byAddress.delete(profile.address.toLowerCase())
      bySuggestion.clear()
      return profile
    },
    clear() {
      byName.clear()
      byAddress.clear()
      bySuggestion.clear()
    },
  }
}
