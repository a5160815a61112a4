import type { SocialProvider } from '../../entries/plugin.js'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const KEY = '@gangway/socialUsername'
const PROVIDERS = new Set(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

const profileUrl = (value: string) => {
  try {
    const url = new URL(value)
    return value.length <= 256 && url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * The persisted social username of spec section 3 ('@gangway/socialUsername', JSON), which the kernel's
 * disconnect clears; kept with its provider (and a Farcaster sign-in's profile URL, https only). A value failing its check reads as absent.
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
    read(): { provider: SocialProvider; username: string; farcasterUrl?: string } | undefined {
      try {
        const raw = backend?.getItem(KEY)
        const value: unknown = raw && raw.length <= 512 ? JSON.parse(raw) : undefined
        if (typeof value !== 'object' || value === null) return undefined
        const { provider, username, farcasterUrl } = value as Record<string, unknown>
        if (typeof provider !== 'string' || !PROVIDERS.has(provider) || typeof username !== 'string')
          return undefined
        const profile = typeof farcasterUrl === 'string' ? profileUrl(farcasterUrl) : undefined
        return {
          provider: provider as SocialProvider,
          username: username.slice(0, 100),
          ...(profile ? { farcasterUrl: profile } : {}),
        }
      } catch {
        return undefined
      }
    },
    write(provider: SocialProvider, username: string, farcasterUrl?: string) {
      const profile = farcasterUrl === undefined ? undefined : profileUrl(farcasterUrl)
      try {
        backend?.setItem(
          KEY,
          JSON.stringify({ provider, username, ...(profile ? { farcasterUrl: profile } : {}) }),
        )
      } catch {}
    },
    clear() {
      try {
        backend?.removeItem(KEY)
      } catch {}
    },
  }
}
