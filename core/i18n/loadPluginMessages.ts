import type { PluginMessages } from '../plugin/PluginMessages.js'
import { catalogueCache } from './catalogueCache.js'
import { catalogueLoaders } from './catalogueLoaders.js'
import type { Messages } from './Messages.js'
import { readPluginCatalogues } from './readPluginCatalogues.js'

/** Loads the registered plugins' strings for `locale` (and English); resolves to their catalogues, the locale's first. */
export async function loadPluginMessages(
  registered: ReadonlyMap<string, PluginMessages>,
  locale: string,
): Promise<readonly Messages[]> {
  await Promise.all(
    [...registered.values()].flatMap((catalogues) =>
      catalogueLoaders(catalogues, locale).map(catalogueCache.load),
    ),
  )
  return readPluginCatalogues(registered, locale).messages
}
