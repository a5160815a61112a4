/**
 * A history item with the image URLs of its transfers (fungible_info.icon.url, nft_info.content.preview.url)
 * passed through `toUrl` (server paths made absolute); anything else is kept as the provider gave it.
 */
export function withServerImages(item: unknown, toUrl: (url: string) => string): unknown {
  if (typeof item !== 'object' || item === null) return item
  const { transfers } = item as { transfers?: unknown }
  if (!Array.isArray(transfers)) return item
  const mapped = transfers.map((transfer) => {
    if (typeof transfer !== 'object' || transfer === null) return transfer
    const { fungible_info: fungible, nft_info: nft } = transfer as {
      fungible_info?: { icon?: { url?: unknown } }
      nft_info?: { content?: { preview?: { url?: unknown } } }
    }
    const icon = fungible?.icon?.url
    const preview = nft?.content?.preview?.url
    return {
      ...transfer,
      ...(fungible && typeof icon === 'string'
        ? { fungible_info: { ...fungible, icon: { url: toUrl(icon) } } }
        : {}),
      ...(nft && typeof preview === 'string'
        ? { nft_info: { ...nft, content: { ...nft.content, preview: { url: toUrl(preview) } } } }
        : {}),
    }
  })
  return { ...item, transfers: mapped }
}
