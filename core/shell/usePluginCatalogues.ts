import { useEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import type { Gangway } from '../Gangway.js'
import { loadPluginMessages } from '../i18n/loadPluginMessages.js'
import type { PluginCatalogues } from '../i18n/PluginCatalogues.js'
import { readPluginCatalogues } from '../i18n/readPluginCatalogues.js'

/** The registered plugins' strings for `locale`: loads the missing ones (a plugin registered later, a new locale). */
export function usePluginCatalogues(gangway: Gangway, locale: string): PluginCatalogues {
  const registered = useStore(gangway.stores.registry, (state) => state.messages)
  const [version, setVersion] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version re-reads the cache after a load
  const catalogues = useMemo(() => readPluginCatalogues(registered, locale), [registered, locale, version])
  const waiting = catalogues.pending.size > 0
  useEffect(() => {
    if (!waiting) return
    let live = true
    void loadPluginMessages(registered, locale).then(() => live && setVersion((v) => v + 1))
    return () => {
      live = false
    }
  }, [registered, locale, waiting])
  return catalogues
}
