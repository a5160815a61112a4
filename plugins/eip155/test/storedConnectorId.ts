/** The eip155 connector id the kernel persisted in a memory storage, if any. */
export function storedConnectorId(storage: {
  readonly map: ReadonlyMap<string, string>
}): string | undefined {
  const raw = storage.map.get('@gangway/connectorIds')
  return raw ? (JSON.parse(raw) as { eip155?: string }).eip155 : undefined
}
