import type { Connector, WalletEntry } from '../../entries/plugin.js'

/** Whether a directory or recent wallet is this installed connector: the same rdns and the same name (an installed wallet can claim any rdns). */
export function isDirectoryMatch(entry: WalletEntry, connector: Connector): boolean {
  const rdns = connector.info?.rdns
  return (
    !!entry.rdns &&
    !!rdns &&
    entry.rdns.toLowerCase() === rdns.toLowerCase() &&
    entry.name.trim().toLowerCase() === connector.name.trim().toLowerCase()
  )
}
