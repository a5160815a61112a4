import { authenticationInitFailed, SiwxError } from '../../entries/plugin.js'
import type { SiwxConfig } from './SiwxConfig.js'
import type { SiwxMessenger } from './SiwxMessenger.js'
import type { SiwxOptions } from './SiwxOptions.js'
import type { SiwxStorage } from './SiwxStorage.js'

/** The SiwxConfig of `siwx` options: the messenger makes messages, verifiers check in the page, storage keeps. */
export function createDefaultSiwx(
  options: SiwxOptions,
  defaults: { readonly messenger: () => SiwxMessenger; readonly storage: () => SiwxStorage },
): SiwxConfig {
  const messenger = options.messenger ?? defaults.messenger()
  const storage = options.storage ?? defaults.storage()
  const verifiers = options.verifiers ?? []
  return {
    createMessage: (input) => messenger.createMessage(input),
    async addSession(session) {
      const namespace = session.data.chainId.split(':')[0]
      for (const verifier of verifiers)
        if (verifier.chainNamespace === namespace && !(await verifier.verify(session)))
          throw new SiwxError(authenticationInitFailed, {
            details: `the ${namespace} verifier refused the session`,
          })
      await storage.add(session)
    },
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    setSessions: (sessions) => storage.set(sessions),
    getSessions: (chainId, address) => storage.get(chainId, address),
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect === true,
  }
}
