import type { SocialProvider } from '../../entries/plugin.js'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const KEY = '@gangway/socialUsername'
const PROVIDERS = new Set(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

/**
 * The persisted social username of spec section 3 ('@gangway/socialUsername', JSON), which the kernel's
 * disconnect clears; kept with its provider. A value failing its check reads as absent.
 */
export function createSocialData(storage: StorageLike | undefined) {
  const backend = (() => {
    try {
      return storage ?? (typeof window === 'undefined' ? undefined : window.localStorage)
    } catch {
      return undefined
    }
  })()
  return {
    read(): { provider: SocialProvider; username: string } | undefined {
      try {
        const raw = backend?.getItem(KEY)
        const value: unknown = raw && raw.length <= 512 ? JSON.parse(raw) : undefined
        if (typeof value !== 'object' || value === null) return undefined
        const { provider, username } = value as Record<string, unknown>
        return typeof provider === 'string' && PROVIDERS.has(provider) && typeof username === 'string'
          ? { provider: provider as SocialProvider, username: username.slice(0, 100) }
          : undefined
      } catch {
        return undefined
      }
    },
    write(provider: SocialProvider, username: string) {
      try {
        backend?.setItem(KEY, JSON.stringify({ provider, username }))
      } catch {}
    },
    clear() {
      try {
        backend?.removeItem(KEY)
      } catch {}
    },
  }
}
