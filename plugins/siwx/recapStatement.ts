const decodeBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''))
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  )
}
const RECAP_PREFIX = 'urn:recap:'
const PREAMBLE = 'I further authorize the stated URI to perform the following actions on my behalf: '
const MAX_RECAP = 8_192

/** The ReCap (`urn:recap:` base64url JSON) among the resources, decoded; undefined when none; null when malformed. */
function readRecap(
  resources: readonly string[] | undefined,
): Record<string, Record<string, unknown>> | null | undefined {
  const last = resources?.at(-1)
  if (!last?.startsWith(RECAP_PREFIX)) return undefined
  const encoded = last.slice(RECAP_PREFIX.length)
  if (encoded.length > MAX_RECAP || !/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) return null
  try {
    const value = JSON.parse(decodeBase64Url(encoded)) as { att?: unknown }
    const att = value?.att
    if (typeof att !== 'object' || att === null || Array.isArray(att)) return null
    for (const abilities of Object.values(att)) {
      if (typeof abilities !== 'object' || abilities === null || Array.isArray(abilities)) return null
      for (const ability of Object.keys(abilities)) if (!/^[^/]+\/[^/]+$/.test(ability)) return null
    }
    return att as Record<string, Record<string, unknown>>
  } catch {
    return null
  }
}

/**
 * The statement a CAIP-122 message shows for a ReCap (the ReCaps spec's statement, as WalletConnect wallets
 * write it): the app's statement followed by one numbered line per ability and resource. Null for a malformed ReCap.
 */
export function recapStatement(
  statement: string | undefined,
  resources: readonly string[] | undefined,
): string | undefined | null {
  const att = readRecap(resources)
  if (att === null) return null
  if (att === undefined || statement?.includes(PREAMBLE)) return statement
  let counter = 0
  const parts = Object.keys(att).map((resource) => {
    const pairs = Object.keys(att[resource] ?? {})
      .map((key) => ({ ability: key.slice(0, key.indexOf('/')), action: key.slice(key.indexOf('/') + 1) }))
      .sort((a, b) => a.action.localeCompare(b.action))
    const byAbility = new Map<string, string[]>()
    for (const { ability, action } of pairs)
      byAbility.set(ability, [...(byAbility.get(ability) ?? []), action])
    const lines = [...byAbility].map(([ability, actions]) => {
      counter += 1
      return `(${counter}) '${ability}': '${actions.join("', '")}' for '${resource}'.`
    })
    return lines.join(', ').replace('.,', '.')
  })
  return `${statement ? `${statement} ` : ''}${PREAMBLE}${parts.join(' ')}`
}
