import { useEffect, useRef, useState } from 'react'
import {
  AlertBar,
  Button,
  IconButton,
  type SocialProvider,
  Spinner,
  useGangwayContext,
  type ViewComponent,
} from '../../entries/plugin.js'
import type { SocialApi } from './SocialApi.js'
import { SocialGlyph } from './SocialGlyph.js'

/** How many providers show as icons before "more" (all of them when they fit in one more). */
const ICONS = 3
/** The icon row is as tall as the buttons (40 px), so the skeleton of the slot (controlRows) has its height. */
const ICON_ROW_BUTTON = { flex: 1, height: 40 } as const

/**
 * The Connect view's social logins, over `api`: the first provider as a full button, the next few as icons and
 * "more" for the rest; a click signs in through the popup and connects the embedded wallet.
 */
export function bindSocialButtons(api: SocialApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one component per plugin instance, over its api; made once in setup
  return function SocialButtons() {
    const { gangway, t } = useGangwayContext()
    const [pending, setPending] = useState<SocialProvider | 'redirect'>()
    const [connecting, setConnecting] = useState(false)
    const [error, setError] = useState<string>()
    const [expanded, setExpanded] = useState(false)
    const abort = useRef<AbortController | undefined>(undefined)
    const providers = api.providers()
    const name = (provider: SocialProvider) => t.dynamic(`socials.name.${provider}`)

    const finish = async (connectorId: string | undefined) => {
      if (!connectorId) return
      setConnecting(true)
      await api.connect(gangway)
      gangway.close()
    }
    const run = async (task: () => Promise<string | undefined>, what: SocialProvider | 'redirect') => {
      setError(undefined)
      setPending(what)
      try {
        await finish(await task())
      } catch (cause) {
        if (!abort.current?.signal.aborted) setError(cause instanceof Error ? cause.message : String(cause))
      } finally {
        setPending(undefined)
        setConnecting(false)
      }
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, for a redirect sign-in that came back
    useEffect(() => {
      // Only then: a spinner for nothing would hide the buttons for a frame each time Connect opens
      if (api.hasRedirect()) void run(() => api.finishRedirect(), 'redirect')
      return () => abort.current?.abort()
    }, [])
    const signIn = (provider: SocialProvider) => {
      if (provider === 'farcaster') return gangway.navigate('ConnectingFarcaster')
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      void run(() => api.signInWithPopup(provider, controller.signal), provider)
    }

    if (providers.length === 0) return null
    if (pending)
      return (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: 8 }}>
          <Spinner
            label={
              connecting || pending === 'redirect'
                ? t('socials.connecting')
                : t('socials.waiting', { name: name(pending) })
            }
          />
        </div>
      )
    const [first, ...rest] = providers as [SocialProvider, ...SocialProvider[]]
    const icons = rest.length <= ICONS + 1 ? rest : rest.slice(0, ICONS)
    const more = rest.slice(icons.length)
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Button variant="secondary" fullWidth onClick={() => signIn(first)}>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <SocialGlyph provider={first} size={20} />
            {t('socials.continueWith', { name: name(first) })}
          </span>
        </Button>
        {rest.length > 0 && (
          <div style={{ display: 'flex', gap: 8 }}>
            {icons.map((provider) => (
              <IconButton
                key={provider}
                variant="secondary"
                style={ICON_ROW_BUTTON}
                aria-label={t('socials.continueWith', { name: name(provider) })}
                icon={<SocialGlyph provider={provider} size={22} />}
                onClick={() => signIn(provider)}
              />
            ))}
            {more.length > 0 && (
              <IconButton
                variant="secondary"
                style={ICON_ROW_BUTTON}
                aria-label={expanded ? t('socials.less') : t('socials.more')}
                aria-expanded={expanded}
                icon={<span aria-hidden="true">{expanded ? '−' : '⋯'}</span>}
                onClick={() => setExpanded((value) => !value)}
              />
            )}
          </div>
        )}
        {expanded &&
          more.map((provider) => (
            <Button key={provider} variant="secondary" fullWidth onClick={() => signIn(provider)}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <SocialGlyph provider={provider} size={20} />
                {t('socials.continueWith', { name: name(provider) })}
              </span>
            </Button>
          ))}
        {error && <AlertBar variant="error" title={error} message="" />}
      </div>
    )
  }
}
