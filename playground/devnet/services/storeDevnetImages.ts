import { knownNetworkNames } from '../../../server/directory/knownNetworkNames.js'
import { renderInitialsSvg } from '../../../server/directory/renderInitialsSvg.js'
import type { GangwayStore } from '../../../server/storage/GangwayStore.js'
import type { DevChain } from '../DevChain.js'

/** Stores a drawn image per devnet chain Gangway does not ship (GET /public/getAssetImage/eip155:31337), as a host supplies its own. */
export async function storeDevnetImages(
  store: Pick<GangwayStore, 'images'>,
  chains: readonly DevChain[],
): Promise<void> {
  for (const chain of chains) {
    const id = `eip155:${chain.chainId}`
    if (knownNetworkNames.has(id)) continue
    const svg = renderInitialsSvg(chain.name, id, 'circle')
    await store.images.put(id, { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(svg) })
  }
}
