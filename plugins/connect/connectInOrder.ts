import type { ChainNamespace, Connector, Gangway } from '../../entries/plugin.js'

export interface ConnectInOrderOptions {
  /** A failure of the first connector ends the run: nothing else is asked (the first is the one the visitor chose). */
  readonly firstRequired: boolean
  /** False once the visitor walked away (another wallet chosen, modal closed): no further namespace is asked. */
  readonly wanted: () => boolean
  /** Before each connector is asked, with the namespaces connected so far. */
  readonly onStep: (connector: Connector, connected: readonly ChainNamespace[]) => void
}

export interface ConnectInOrderResult {
  readonly connected: readonly ChainNamespace[]
  readonly failed: readonly { readonly connector: Connector; readonly error: unknown }[]
}

/**
 * Connects a wallet's connectors one after another, each with its own approval in the wallet. A namespace
 * connected already (through any wallet) after the first is left as it is; a failure after the first leaves
 * the connected ones connected and goes on with the next.
 */
export async function connectInOrder(
  gangway: Pick<Gangway, 'connect' | 'stores'>,
  connectors: readonly Connector[],
  options: ConnectInOrderOptions,
): Promise<ConnectInOrderResult> {
  const connected: ChainNamespace[] = []
  const failed: { connector: Connector; error: unknown }[] = []
  for (const [index, connector] of connectors.entries()) {
    if (index > 0 && !options.wanted()) break
    const status = gangway.stores.accounts.getState().byNamespace[connector.chain]?.status
    if (index > 0 && status === 'connected') continue
    options.onStep(connector, connected)
    try {
      // The first is the one the visitor chose: it becomes active; the others join without taking over.
      await gangway.connect(connector, undefined, { activate: index === 0 && options.firstRequired })
      connected.push(connector.chain)
    } catch (error) {
      failed.push({ connector, error })
      if (index === 0 && options.firstRequired) break
    }
  }
  return { connected, failed }
}
