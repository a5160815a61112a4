import { useSyncExternalStore } from 'react'
import {
  AlertBar,
  Button,
  Input,
  ListItem,
  Tag,
  useAccount,
  useGangwayContext,
} from '../../entries/plugin.js'
import { labelOf } from './labelOf.js'
import type { NamesApi } from './NamesApi.js'
import type { NamesClient } from './NamesClient.js'
import { nameProblem } from './nameProblem.js'
import type { Registration } from './Registration.js'
import { useNameSuggestions } from './useNameSuggestions.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const list = { margin: 0, padding: 0, listStyle: 'none' } as const

/** The RegisterAccountName view, bound to the plugin instance's API, names client and registration flow. */
export function bindRegisterAccountNameView(api: NamesApi, client: NamesClient, registration: Registration) {
  const { store } = registration
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over that instance's client and flow; made once
  return function RegisterAccountNameView() {
    const { gangway, t } = useGangwayContext()
    const account = useAccount()
    const { draft, step } = useSyncExternalStore(store.subscribe, store.getState, store.getState)
    const label = labelOf(draft, api.suffix)
    const problem = label ? nameProblem(label) : undefined
    const suggestions = useNameSuggestions(client, label && !problem ? label : undefined)
    const name = `${label}${api.suffix}`
    const current = suggestions.status !== 'idle' && suggestions.label === label ? suggestions : undefined
    const answer = current?.status === 'ready' ? current.list : []
    const wanted = answer.find((item) => item.name === name)
    const others = answer.filter((item) => item.name !== name && !item.registered)
    const busy = step.kind !== 'form'

    if (!account.isConnected || !account.address)
      return <AlertBar variant="info" message={t('names.register.notConnected')} />

    const hint =
      !label || problem
        ? t('names.register.rules')
        : current?.status === 'failed'
          ? current.message
          : wanted
            ? t(wanted.registered ? 'names.register.taken' : 'names.register.available', { name })
            : t('names.register.checking', { name })
    const error = problem ? t(`names.register.${problem}`) : wanted?.registered ? hint : undefined
    return (
      <form
        noValidate
        style={column}
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy && label && !problem && !wanted?.registered) void registration.start(gangway, name)
        }}
      >
        {step.kind === 'form' && step.declined && (
          <AlertBar variant="warning" message={t('names.register.declined')} />
        )}
        {step.kind === 'form' && step.failure && <AlertBar variant="error" message={step.failure} />}
        <Input
          label={t('names.register.field')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={80}
          value={draft}
          readOnly={busy}
          error={error}
          hint={hint}
          onChange={(event) => registration.setDraft(event.target.value)}
          end={
            <span className="gw-hint" style={{ paddingInlineEnd: 12, whiteSpace: 'nowrap' }}>
              {api.suffix}
            </span>
          }
        />
        {others.length > 0 && (
          <ul aria-label={t('names.register.suggestions')} style={list}>
            {others.map((item) => (
              <li key={item.name}>
                <ListItem
                  disabled={busy}
                  end={<Tag variant="success">{t('names.available')}</Tag>}
                  onClick={() => registration.setDraft(item.name.slice(0, -api.suffix.length))}
                >
                  {item.name}
                </ListItem>
              </li>
            ))}
          </ul>
        )}
        <Button
          type="submit"
          fullWidth
          loading={busy}
          disabled={!busy && (!label || problem !== undefined || wanted?.registered === true)}
        >
          {step.kind === 'signing'
            ? t('names.register.signing')
            : step.kind === 'registering'
              ? t('names.register.registering', { name: step.name })
              : label
                ? t('names.register.submit', { name })
                : t('names.register.submitEmpty')}
        </Button>
      </form>
    )
  }
}
