import type { PluginContext } from '../../entries/plugin.js'
import type { NameProfile } from './NameProfile.js'
import type { NamesClient } from './NamesClient.js'

/**
 * Keeps the connected eip155 account's profile name and image (spec section 3) from the name service's reverse
 * lookup: looked up once per connected address, cleared when the address changes, the lookup of an address
 * gone cancelled. Returns `show` (a name just registered) and the teardown.
 */
export function createProfileSync(ctx: PluginContext, client: NamesClient) {
  let looked: string | undefined
  let lookup: AbortController | undefined
  const update = (patch: { profileName?: string; profileImage?: string }) => {
    try {
      ctx.session.update('eip155', patch)
    } catch (error) {
      ctx.log.debug('names: the profile was not set', error)
    }
  }
  const show = (profile: NameProfile) => {
    const account = ctx.stores.accounts.getState().byNamespace.eip155
    if (account?.address?.toLowerCase() !== profile.address.toLowerCase()) return
    update({ profileName: profile.name, profileImage: profile.avatar })
  }
  const sync = () => {
    const account = ctx.stores.accounts.getState().byNamespace.eip155
    const address = account?.status === 'connected' ? account.address : undefined
    if (address?.toLowerCase() === looked) return
    lookup?.abort()
    lookup = undefined
    const previous = looked
    looked = address?.toLowerCase()
    if (previous !== undefined && account && (account.profileName || account.profileImage))
      update({ profileName: undefined, profileImage: undefined })
    if (!address) return
    const controller = new AbortController()
    lookup = controller
    client.reverse(address, controller.signal).then(
      ([newest]) => {
        if (controller.signal.aborted || !newest) return
        show(newest)
      },
      (error: unknown) => {
        if (!controller.signal.aborted) ctx.log.warn('names: the reverse lookup failed', error)
      },
    )
  }
  sync()
  const off = ctx.stores.accounts.subscribe(sync)
  return {
    show,
    dispose() {
      off()
      lookup?.abort()
    },
  }
}
