import { useEffect, useMemo, useState } from 'react'
import type { Gangway } from '../../entries/plugin.js'
import type { ReceiverName } from './ReceiverName.js'

/** The part of the names plugin's API Send uses, checked by shape (a plugin imports no other plugin). */
interface NameResolver {
  isName(text: string): boolean
  resolve(
    name: string,
    signal?: AbortSignal,
  ): Promise<{ readonly address: string; readonly avatar?: string } | undefined>
}

const RESOLVE_DEBOUNCE_MS = 300
const none: ReceiverName = { status: 'none' }

const resolverOf = (gangway: Pick<Gangway, 'getPlugin'>): NameResolver | undefined => {
  const api = gangway.getPlugin('names') as Partial<NameResolver> | undefined
  return typeof api?.isName === 'function' && typeof api.resolve === 'function'
    ? (api as NameResolver)
    : undefined
}

/**
 * The receiver field read as a profile name when the names plugin is composed and the text is one of its names:
 * resolved (GET /v1/profile/account/{name}, cached by the plugin) 300 ms after the last keystroke, the older
 * lookup cancelled; the address is checked by `normalize` (the namespace's address check).
 */
export function useReceiverName(
  gangway: Pick<Gangway, 'getPlugin'>,
  text: string,
  normalize: (address: string) => string | undefined,
): ReceiverName {
  const resolver = useMemo(() => resolverOf(gangway), [gangway])
  const name = text.trim().toLowerCase()
  const isName = resolver?.isName(name) === true
  const [state, setState] = useState<ReceiverName>(none)
  useEffect(() => {
    if (!resolver || !isName) return setState(none)
    setState({ status: 'resolving', name })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      resolver.resolve(name, controller.signal).then(
        (profile) => {
          if (controller.signal.aborted) return
          const address = profile ? normalize(profile.address) : undefined
          if (!profile || !address) return setState({ status: 'missing', name })
          setState({
            status: 'resolved',
            name,
            address,
            ...(typeof profile.avatar === 'string' ? { avatar: profile.avatar } : {}),
          })
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', name })
        },
      )
    }, RESOLVE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [resolver, isName, name, normalize])
  return isName && state.status !== 'none' && state.name === name
    ? state
    : isName
      ? { status: 'resolving', name }
      : none
}
