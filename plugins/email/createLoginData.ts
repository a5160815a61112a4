type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const PREFIX = '@gangway/'
const MAX_RAW = 1_024

/**
 * The e-mail login's persisted values of spec section 3 (emailLoginUsed, email, lastEmailLoginTime; lastUsedChain
 * read), in the kernel's format ('@gangway/<key>', JSON), so that the kernel's disconnect clears them too. Kept
 * here rather than through the kernel's persistence module: this plugin's chunk then shares no module with the
 * page-start chunk (a shared chunk costs the page start ~400 B gzip). Values failing their check read as absent.
 */
export function createLoginData(storage: StorageLike | undefined) {
  const backend = (() => {
    try {
      return storage ?? (typeof window === 'undefined' ? undefined : window.localStorage)
    } catch {
      return undefined
    }
  })()
  const read = (key: string): unknown => {
    try {
      const raw = backend?.getItem(PREFIX + key)
      return raw && raw.length <= MAX_RAW ? JSON.parse(raw) : undefined
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: unknown) => {
    try {
      if (value === undefined) backend?.removeItem(PREFIX + key)
      else backend?.setItem(PREFIX + key, JSON.stringify(value))
    } catch {}
  }
  return {
    used: () => read('emailLoginUsed') === true,
    lastLoginTime: () => {
      const value = read('lastEmailLoginTime')
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
    },
    lastUsedChain: () => {
      const value = read('lastUsedChain')
      return (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
        (typeof value === 'string' && /^[-_a-zA-Z0-9:]{1,100}$/.test(value))
        ? value
        : 1
    },
    loggedIn(email: string | null) {
      write('emailLoginUsed', true)
      write('email', email)
    },
    requested: (time: number) => write('lastEmailLoginTime', time),
    clear() {
      for (const key of ['email', 'emailLoginUsed', 'lastEmailLoginTime']) write(key, undefined)
    },
  }
}
