import { useCallback, useEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { themeStyle } from '../../ui-kit/index.js'
import type { Gangway } from '../Gangway.js'
import { createTranslator } from '../i18n/createTranslator.js'
import { en } from '../i18n/en/index.js'
import { GangwayContext } from '../react/GangwayContext.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import { createViewCache } from './createViewCache.js'
import { PendingMessages } from './PendingMessages.js'
import { Rehearsal } from './Rehearsal.js'
import { Shell } from './Shell.js'
import { useCatalogue } from './useCatalogue.js'
import { usePluginCatalogues } from './usePluginCatalogues.js'

export interface ShellRootProps {
  readonly gangway: Gangway
  /** Takes the shell's rehearse function (GangwayUi.rehearse); returns its removal. */
  readonly rehearsals?: (rehearse: (entry: ViewEntry) => void) => () => void
}

/** The shell's React root: GangwayContext with the translator (shell and plugin strings), the theme, and the modal. */
export function ShellRoot({ gangway, rehearsals }: ShellRootProps) {
  const { locale, messages, themeMode, themeVariables } = useStore(gangway.stores.appearance)
  const catalogue = useCatalogue(locale)
  const plugins = usePluginCatalogues(gangway, locale)
  const [cache] = useState(createViewCache)
  const [rehearsal, setRehearsal] = useState<ViewEntry>()
  useEffect(() => rehearsals?.(setRehearsal), [rehearsals])
  const rehearsed = useCallback(() => setRehearsal(undefined), [])
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
          {rehearsal && <Rehearsal cache={cache} entry={rehearsal} done={rehearsed} />}
        </div>
      </PendingMessages.Provider>
    </GangwayContext.Provider>
  )
}
