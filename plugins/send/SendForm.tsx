import { useId } from 'react'
import type { SendToken } from '../../entries/plugin.js'
import {
  AlertBar,
  Avatar,
  Button,
  formatBalance,
  Input,
  type Network,
  useTranslate,
} from '../../entries/plugin.js'
import { currencyValue } from './currencyValue.js'
import type { useSendFlow } from './useSendFlow.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const select = {
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  background: 'none',
  color: 'var(--gw-fg)',
  font: 'inherit',
} as const

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/** The Send form: token, amount with Max and its value, receiver; Enter (or Preview) checks it and estimates the fee. */
export function SendForm({
  flow,
  tokens,
  network,
  loadingTokens = false,
}: {
  readonly flow: ReturnType<typeof useSendFlow>
  readonly tokens: readonly SendToken[]
  readonly network: Network
  /** The portfolio is still reading the account's tokens: the list says so instead of 'nothing to send'. */
  readonly loadingTokens?: boolean
}) {
  const t = useTranslate()
  const ids = { token: useId(), amount: useId(), to: useId(), form: useId() }
  const { fields, problems, token, step } = flow
  const estimating = step.kind === 'estimating'
  const value = token ? currencyValue(fields.amount, token.price) : undefined
  const formNote = problems.formFields && ids.form
  const named = flow.receiverName
  const resolvedHint =
    named.status === 'resolved'
      ? t('send.name.resolved', { address: named.address })
      : named.status === 'resolving'
        ? t('send.name.resolving', { name: named.name })
        : undefined
  return (
    <form
      noValidate
      style={column}
      aria-busy={estimating || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void flow.submit()
      }}
    >
      {problems.notice && <AlertBar variant="warning" message={problems.notice} />}
      {tokens.length === 0 && !loadingTokens && (
        <AlertBar message={t('send.noTokens', { network: network.name })} />
      )}
      <div className="gw-field">
        <label htmlFor={ids.token} className="gw-label">
          {t('send.token')}
        </label>
        <div className={`gw-input${problems.token ? ' gw-input--error' : ''}`}>
          <select
            id={ids.token}
            style={select}
            value={fields.tokenId}
            aria-invalid={problems.token ? true : undefined}
            aria-busy={loadingTokens || undefined}
            aria-describedby={
              problems.token ? `${ids.token}-note` : loadingTokens ? `${ids.token}-loading` : undefined
            }
            onChange={(event) => flow.change({ tokenId: event.target.value })}
          >
            <option value="">{t('send.token.choose')}</option>
            {tokens.map((item) => (
              <option key={item.id} value={item.id}>
                {t('send.token.option', { symbol: item.symbol, balance: formatBalance(item.balance) })}
              </option>
            ))}
          </select>
        </div>
        {problems.token ? (
          <p id={`${ids.token}-note`} className="gw-hint gw-hint--error">
            {problems.token}
          </p>
        ) : (
          loadingTokens && (
            <p id={`${ids.token}-loading`} className="gw-hint" role="status">
              {t('send.token.loading')}
            </p>
          )
        )}
      </div>
      <Input
        id={ids.amount}
        label={t('send.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={fields.amount}
        error={problems.amount}
        hint={value === undefined ? undefined : t('send.value', { value })}
        aria-describedby={describedBy((problems.amount || value) && `${ids.amount}-note`, formNote)}
        onChange={(event) => flow.change({ amount: event.target.value })}
        end={
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('send.max.label')}
            loading={flow.maxing}
            onClick={flow.max}
          >
            {t('send.max')}
          </Button>
        }
      />
      <Input
        id={ids.to}
        label={t('send.receiver')}
        autoComplete="off"
        spellCheck={false}
        value={fields.to}
        error={problems.to}
        hint={resolvedHint}
        aria-describedby={describedBy((problems.to || resolvedHint) && `${ids.to}-note`, formNote)}
        onChange={(event) => flow.change({ to: event.target.value })}
        start={
          named.status === 'resolved' ? (
            <Avatar address={named.address} src={named.avatar} size="sm" label={named.name} />
          ) : undefined
        }
      />
      {problems.form && (
        <div id={ids.form}>
          <AlertBar variant="error" message={problems.form} />
        </div>
      )}
      <Button type="submit" fullWidth loading={estimating}>
        {estimating ? t('send.estimating') : t('send.preview')}
      </Button>
      {estimating && (
        <Button variant="ghost" fullWidth onClick={flow.cancel}>
          {t('send.cancel')}
        </Button>
      )}
    </form>
  )
}
