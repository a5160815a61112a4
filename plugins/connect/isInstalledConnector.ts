import type { Connector } from '../../entries/plugin.js'

/** A connector of a wallet present in this browser (EIP-6963 announced, injected or multi-chain). */
export function isInstalledConnector(connector: Connector): boolean {
  return connector.type === 'announced' || connector.type === 'injected' || connector.type === 'multi-chain'
}
