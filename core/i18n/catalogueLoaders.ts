import type { PluginMessages } from '../plugin/PluginMessages.js'
import type { Messages } from './Messages.js'

/** The loaders a plugin's strings need in `locale`: the locale's (exact, else its language) if shipped, and English. */
export function catalogueLoaders(catalogues: PluginMessages, locale: string): (() => Promise<Messages>)[] {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? ''
  const shipped = (name: string) => (Object.hasOwn(catalogues, name) ? catalogues[name] : undefined)
  const own = shipped(locale) ?? shipped(language)
  return own && own !== catalogues.en ? [own, catalogues.en] : [catalogues.en]
}
