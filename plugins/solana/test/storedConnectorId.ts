/** The solana connector id the kernel persisted in a memory storage, if any. */
export function storedConnectorId(storage: {
  readonly map: ReadonlyMap<string, string>
}): string | undefined {
  const raw = storage.map.get('@gangway/connectorIds')
  return raw ? (JSON.parse(raw) as { solana?: string }).solana : undefined
}
