import { useState } from 'react'
import { useAccount, useTranslate, type ViewComponent } from '../../entries/plugin.js'
import type { SmartAccountsApi } from './SmartAccountsApi.js'

/** The Account view's line for the embedded wallet: the account type, whether the smart account is deployed, and the switch. */
export function bindSmartAccountLine(api: SmartAccountsApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one component per plugin instance, over its api; made once in setup
  return function SmartAccountLine() {
    const t = useTranslate()
    const account = useAccount('eip155')
    const [busy, setBusy] = useState(false)
    const [failed, setFailed] = useState(false)
    const smart = account.allAccounts[0]?.type === 'smartAccount'
    const target = account.preferredAccountType === 'eoa' ? 'smartAccount' : 'eoa'
    const toggle = async () => {
      setBusy(true)
      setFailed(false)
      try {
        await api.setPreferredAccountType(target)
      } catch {
        setFailed(true)
      } finally {
        setBusy(false)
      }
    }
    return (
      <div
        data-testid="smart-account"
        data-account-type={smart ? 'smartAccount' : 'eoa'}
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}
      >
        <span
          className="gw-hint"
          style={{ textAlign: 'center' }}
          title={
            smart && account.smartAccountDeployed === false ? t('smartAccounts.notDeployedHint') : undefined
          }
        >
          {smart ? t('smartAccounts.smartAccount') : t('smartAccounts.eoa')}
          {smart &&
            account.smartAccountDeployed !== undefined &&
            ` · ${account.smartAccountDeployed ? t('smartAccounts.deployed') : t('smartAccounts.notDeployed')}`}
        </span>
        <button type="button" className="gw-btn gw-btn--ghost gw-btn--sm" disabled={busy} onClick={toggle}>
          {target === 'eoa' ? t('smartAccounts.toEoa') : t('smartAccounts.toSmartAccount')}
        </button>
        {failed && (
          <span className="gw-hint" role="alert">
            {t('smartAccounts.switchFailed')}
          </span>
        )}
      </div>
    )
  }
}
