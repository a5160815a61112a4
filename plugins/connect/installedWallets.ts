import type { ChainNamespace, Connector } from '../../entries/plugin.js'
import { imageKey } from './imageKey.js'
import { isInstalledConnector } from './isInstalledConnector.js'
import type { WalletGroup } from './WalletGroup.js'

const typeRank = (connector: Connector) => ['multi-chain', 'announced', 'injected'].indexOf(connector.type)
const rdnsOf = (connector: Connector) => connector.info?.rdns?.toLowerCase()
const images = new WeakMap<Connector, string>()
const imageOf = (connector: Connector) => {
  let key = images.get(connector)
  if (key === undefined) {
    key = `${imageKey(connector.imageUrl ?? '')}\n${connector.imageId ?? ''}`
    images.set(connector, key)
  }
  return key
}

/** Whether `connector` of another namespace is the same wallet as `member`: same image, and same rdns or (without one) same name. */
const sameWallet = (member: Connector, connector: Connector) => {
  if (imageOf(member) !== imageOf(connector)) return false
  const [a, b] = [rdnsOf(member), rdnsOf(connector)]
  return a && b ? a === b : member.name === connector.name
}

/**
 * Installed wallets, EIP-6963 first. In one namespace, the legacy injected provider of an announced wallet
 * is that wallet, and two wallets announced with one rdns are two (an impostor must not hide the real one).
 * Across namespaces, connectors are one wallet when they give the same rdns, or, without one, exactly the
 * same name, and always the same image; a connector an rdns makes ambiguous joins the one whose name it has.
 * `namespaces` are the configured ones in order: a wallet's connectors of other namespaces are not connected.
 */
export function installedWallets(
  connectors: readonly Connector[],
  activeNamespace: ChainNamespace | undefined,
  namespaces: readonly ChainNamespace[],
): WalletGroup[] {
  const ordered = connectors
    .filter(isInstalledConnector)
    .map((connector, index) => ({ connector, index }))
    .sort((a, b) => typeRank(a.connector) - typeRank(b.connector) || a.index - b.index)
  const groups: { byChain: Map<ChainNamespace, Connector>; members: Connector[] }[] = []
  for (const { connector } of ordered) {
    const rdns = rdnsOf(connector)
    const sameChain = rdns
      ? groups.find((group) => {
          const member = group.byChain.get(connector.chain)
          return member !== undefined && rdnsOf(member) === rdns
        })
      : undefined
    const twice =
      sameChain?.byChain.get(connector.chain)?.type === 'announced' && connector.type === 'announced'
    if (sameChain && !twice) {
      sameChain.members.push(connector)
      continue
    }
    const candidates = groups.filter(
      (group) =>
        !group.byChain.has(connector.chain) &&
        [...group.byChain.values()].every((member) => sameWallet(member, connector)),
    )
    const joined =
      candidates.find((group) =>
        [...group.byChain.values()].some((member) => member.name === connector.name),
      ) ?? (candidates.length === 1 ? candidates[0] : undefined)
    if (joined) {
      joined.byChain.set(connector.chain, connector)
      joined.members.push(connector)
    } else groups.push({ byChain: new Map([[connector.chain, connector]]), members: [connector] })
  }
  const rank = (namespace: ChainNamespace) =>
    namespace === activeNamespace
      ? -1
      : namespaces.indexOf(namespace) === -1
        ? namespaces.length
        : namespaces.indexOf(namespace)
  return groups.map(({ byChain, members }) => {
    const all = [...byChain.values()].sort((a, b) => rank(a.chain) - rank(b.chain))
    const configured = all.filter((item) => item.chain === activeNamespace || namespaces.includes(item.chain))
    const connector = byChain.get(activeNamespace as ChainNamespace) ?? configured[0] ?? members[0]!
    return { connector, connectors: configured.length > 0 ? configured : [connector], members }
  })
}
