import type { CaipNetworkId, HttpClient } from '../../entries/plugin.js'
import { isSessionLive } from './isSessionLive.js'
import { readStoredSessions } from './readStoredSessions.js'
import type { SiwxSession } from './SiwxSession.js'
import type { SiwxStorage } from './SiwxStorage.js'
import { sameAccount } from './sameAccount.js'

const KEY = '@gangway/siwx-sessions'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Sessions kept by the Gangway server (which checks each signature before storing it and gives a token)
 * and cached in the page's storage so that they survive a reload; a cached session the server no longer
 * lists (revoked, expired) is dropped.
 */
export function createServerStorage(options: {
  readonly http: HttpClient
  readonly storage: StorageLike | undefined
}): SiwxStorage {
  const { http, storage } = options
  let memory: SiwxSession[] = []
  const load = (): SiwxSession[] => {
    try {
      return storage ? readStoredSessions(storage.getItem(KEY)) : memory
    } catch {
      return memory
    }
  }
  const save = (sessions: readonly SiwxSession[]) => {
    memory = [...sessions]
    try {
      if (sessions.length === 0) storage?.removeItem(KEY)
      else storage?.setItem(KEY, JSON.stringify(sessions))
    } catch {}
  }
  const of = (chainId: CaipNetworkId, address: string) => (session: SiwxSession) =>
    session.data.chainId === chainId && sameAccount(session.data.accountAddress, address)

  return {
    async add(session) {
      const answer = await http.post<{ token?: unknown; session?: { expiresAt?: unknown } }>('/v1/sessions', {
        data: session.data,
        message: session.message,
        signature: session.signature,
        ...(session.cacao === undefined ? {} : { cacao: session.cacao }),
        ...(session.publicKey === undefined ? {} : { publicKey: session.publicKey }),
      })
      const expiresAt = answer?.session?.expiresAt
      const stored: SiwxSession = {
        ...session,
        ...(typeof answer?.token === 'string' ? { token: answer.token } : {}),
        ...(typeof expiresAt === 'string' ? { expiresAt } : {}),
      }
      const belongs = of(session.data.chainId, session.data.accountAddress)
      save([...load().filter((item) => !belongs(item)), stored])
      return stored
    },
    async set(sessions) {
      save(sessions)
    },
    async get(chainId, address) {
      const cached = load().filter((session) => of(chainId, address)(session) && isSessionLive(session))
      if (cached.length === 0) return []
      let listed: unknown
      try {
        listed = (
          await http.get<{ sessions?: unknown }>(`/v1/sessions/${encodeURIComponent(address)}`, { chainId })
        )?.sessions
      } catch {
        return cached
      }
      const signatures = new Set(
        Array.isArray(listed)
          ? listed.map((item) => (item as { signature?: unknown } | null)?.signature).filter(Boolean)
          : [],
      )
      const kept = cached.filter((session) => signatures.has(session.signature))
      if (kept.length < cached.length)
        save(load().filter((session) => !of(chainId, address)(session) || signatures.has(session.signature)))
      return kept
    },
    async delete(chainId, address) {
      const all = load()
      const gone = all.filter(of(chainId, address))
      save(all.filter((session) => !gone.includes(session)))
      const token = gone.find((session) => session.token)?.token
      if (token)
        await http
          .post(`/v1/sessions/${encodeURIComponent(address)}/revoke`, { token, chainId })
          .catch(() => {})
    },
  }
}
