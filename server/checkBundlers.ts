const CAIP2_EIP155 = /^eip155:\d{1,20}$/

/** ServerOptions.bundlers checked at start: eip155 CAIP-2 ids to http(s) URLs without credentials. */
export function checkBundlers(bundlers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const checked: Record<string, string> = {}
  for (const [chainId, url] of Object.entries(bundlers)) {
    if (!CAIP2_EIP155.test(chainId)) throw new Error(`bundlers: ${chainId} is not an eip155 CAIP-2 chain id`)
    const parsed = URL.canParse(url) ? new URL(url) : undefined
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password)
      throw new Error(`bundlers: the URL of ${chainId} must be http(s) without credentials`)
    checked[chainId] = parsed.href
  }
  return Object.freeze(checked)
}
