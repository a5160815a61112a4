import type { PluginMessages } from '../plugin/PluginMessages.js'
import { catalogueCache } from './catalogueCache.js'
import { catalogueLoaders } from './catalogueLoaders.js'
import type { Messages } from './Messages.js'
import type { PluginCatalogues } from './PluginCatalogues.js'

/** What of the registered plugins' strings for `locale` has loaded so far, read from the catalogue cache. */
export function readPluginCatalogues(
  registered: ReadonlyMap<string, PluginMessages>,
  locale: string,
): PluginCatalogues {
  const own: Messages[] = []
  const english: Messages[] = []
  const pending = new Set<string>()
  for (const [plugin, catalogues] of registered) {
    const loaders = catalogueLoaders(catalogues, locale)
    const messages = loaders.map(catalogueCache.get)
    if (messages.some((catalogue) => catalogue === undefined)) {
      pending.add(plugin)
      continue
    }
    const [first, second] = messages as Messages[]
    if (second) own.push(first as Messages)
    english.push((second ?? first) as Messages)
  }
  return { messages: [...own, ...english], pending }
}
