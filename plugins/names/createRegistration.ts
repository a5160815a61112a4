import type { Gangway, PluginContext } from '../../entries/plugin.js'
import type { NamesApi } from './NamesApi.js'
import type { NamesClient } from './NamesClient.js'
import type { RegistrationState } from './RegistrationState.js'

/**
 * The registration flow of one plugin instance: sign, register, show the profile name, go to
 * RegisterAccountNameSuccess; on failure the form again with the service's reason. A new start, a disconnect or
 * the teardown cancels the one under way.
 */
export function createRegistration(
  ctx: PluginContext,
  client: NamesClient,
  api: Pick<NamesApi, 'showProfile'>,
) {
  const store = ctx.createStore<RegistrationState>('registration', () => ({
    draft: '',
    step: { kind: 'form' },
  }))
  let attempt: AbortController | undefined
  const setStep = (step: RegistrationState['step']) => store.setState({ step })
  const cancel = () => {
    attempt?.abort()
    attempt = undefined
    if (store.getState().step.kind !== 'form') setStep({ kind: 'form' })
  }
  const start = async (gangway: Pick<Gangway, 'stores' | 'signMessage'>, name: string) => {
    if (store.getState().step.kind !== 'form') return
    attempt?.abort()
    const controller = new AbortController()
    attempt = controller
    setStep({ kind: 'signing', name })
    const signMessage: Gangway['signMessage'] = async (message, namespace) => {
      const signature = await gangway.signMessage(message, namespace)
      if (!controller.signal.aborted) setStep({ kind: 'registering', name })
      return signature
    }
    try {
      const { registerName } = await import('./registerName.js')
      const profile = await registerName(
        { gangway: { stores: gangway.stores, signMessage }, client },
        name,
        controller.signal,
      )
      if (controller.signal.aborted) return
      api.showProfile(profile)
      store.setState({ draft: '', step: { kind: 'form' } })
      const { open, history } = ctx.stores.modal.getState()
      if (!open) return
      const replace = history[history.length - 1]?.view === 'RegisterAccountName'
      ctx.navigate('RegisterAccountNameSuccess', { name: profile.name }, { replace })
    } catch (error) {
      if (controller.signal.aborted) return
      const { registrationFailure } = await import('./registrationFailure.js')
      const failure = registrationFailure(error, name)
      setStep(failure.declined ? { kind: 'form', declined: true } : { kind: 'form', failure: failure.text })
    } finally {
      if (attempt === controller) attempt = undefined
    }
  }
  const setDraft = (draft: string) => {
    const { step } = store.getState()
    store.setState({ draft, ...(step.kind === 'form' ? { step: { kind: 'form' } } : {}) })
  }
  const off = ctx.events.on('DISCONNECT_SUCCESS', cancel)
  return {
    store,
    start,
    setDraft,
    dispose() {
      off()
      attempt?.abort()
    },
  }
}
