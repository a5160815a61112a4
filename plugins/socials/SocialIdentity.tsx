import { useGangwayContext, type ViewComponent } from '../../entries/plugin.js'
import type { SocialApi } from './SocialApi.js'

/** The Account view's line for a social sign-in: the provider and the username kept from it (and a Farcaster profile link). */
export function bindSocialIdentity(api: SocialApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one component per plugin instance, over its api; made once in setup
  return function SocialIdentity() {
    const { t } = useGangwayContext()
    const signedIn = api.signedIn()
    if (!signedIn) return null
    return (
      <p className="gw-hint" data-testid="social-identity" style={{ margin: 0 }}>
        {t('socials.signedInAs', {
          name: t.dynamic(`socials.name.${signedIn.provider}`),
          username: signedIn.username,
        })}
        {signedIn.farcasterUrl && (
          <>
            {' · '}
            <a
              href={signedIn.farcasterUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="farcaster-profile"
            >
              {t('socials.farcaster.profile')}
            </a>
          </>
        )}
      </p>
    )
  }
}
