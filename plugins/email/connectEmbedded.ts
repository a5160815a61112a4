import type { Gangway } from '../../entries/plugin.js'
import type { EmailApi } from './EmailApi.js'

/**
 * Connects the embedded wallet once signed in: its eip155 account and, when a solana network is served, its solana
 * account beside it. The namespace active before stays active (eip155 unless the visitor was on solana): the solana
 * account joining took the active namespace, so the Account view showed an empty Solana wallet after an e-mail login.
 */
export async function connectEmbedded(
  gangway: Pick<Gangway, 'connect' | 'getState'>,
  api: Pick<EmailApi, 'connectorId' | 'solanaReady'>,
): Promise<void> {
  const solana = api.solanaReady()
  const solanaFirst = solana && gangway.getState().activeNamespace === 'solana'
  await gangway.connect(api.connectorId, 'eip155', { activate: !solanaFirst })
  if (solana) await gangway.connect(api.connectorId, 'solana', { activate: solanaFirst }).catch(() => {})
}
