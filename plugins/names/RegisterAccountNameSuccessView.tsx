import { Avatar, Button, useAccount, useGangwayContext } from '../../entries/plugin.js'

const column = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } as const

/** RegisterAccountNameSuccess: the name just registered, now the account's profile name; Done goes back. */
export function RegisterAccountNameSuccessView({ params }: { readonly params?: unknown }) {
  const { gangway, t } = useGangwayContext()
  const account = useAccount()
  const asked = (params as { name?: unknown } | undefined)?.name
  const name = typeof asked === 'string' && asked.length <= 128 ? asked : account.profileName
  return (
    <div style={column}>
      {account.address && <Avatar address={account.address} src={account.profileImage} size="lg" />}
      {name && <p style={{ margin: 0, fontWeight: 600 }}>{t('names.success.text', { name })}</p>}
      <Button fullWidth onClick={() => gangway.back()}>
        {t('names.success.done')}
      </Button>
    </div>
  )
}
