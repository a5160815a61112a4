import type { Connector, Translate } from '../../entries/plugin.js'

const named = new Set(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/** The badge text of a connector's namespace: this plugin's string, else the chain plugin's label, else the namespace. */
export function namespaceLabel(t: Translate, connector: Pick<Connector, 'chain' | 'chainLabel'>): string {
  if (named.has(connector.chain)) return t.dynamic(`connect.namespace.${connector.chain}`)
  const own = typeof connector.chainLabel === 'string' ? connector.chainLabel.trim().slice(0, 24) : ''
  return own || connector.chain
}
