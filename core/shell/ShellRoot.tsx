import { useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { themeStyle } from '../../ui-kit/index.js'
import type { Gangway } from '../Gangway.js'
import { createTranslator } from '../i18n/createTranslator.js'
import { en } from '../i18n/en/index.js'
import { GangwayContext } from '../react/GangwayContext.js'
import { createViewCache } from './createViewCache.js'
import { PendingMessages } from './PendingMessages.js'
import { Shell } from './Shell.js'
import { useCatalogue } from './useCatalogue.js'
import { usePluginCatalogues } from './usePluginCatalogues.js'

export interface ShellRootProps {
  readonly gangway: Gangway
}

/** The shell's React root: GangwayContext with the translator (shell and plugin strings), the theme, and the modal. */
export function ShellRoot({ gangway }: ShellRootProps) {
  const { locale, messages, themeMode, themeVariables } = useStore(gangway.stores.appearance)
  const catalogue = useCatalogue(locale)
  const plugins = usePluginCatalogues(gangway, locale)
  const [cache] = useState(createViewCache)
  const value = useMemo(
    () =>
      catalogue
        ? {
            gangway,
            t: createTranslator([messages, catalogue, ...plugins.messages, en], plugins.pending.size > 0),
          }
        : undefined,
    [gangway, messages, catalogue, plugins],
  )
  const style = useMemo(() => themeStyle(themeMode, themeVariables), [themeMode, themeVariables])
  if (!value) return null
  return (
    <GangwayContext.Provider value={value}>
      <PendingMessages.Provider value={plugins.pending}>
        <div className="gw-root gw-shell" style={style} lang={locale}>
          <Shell cache={cache} />
        </div>
      </PendingMessages.Provider>
    </GangwayContext.Provider>
  )
}
