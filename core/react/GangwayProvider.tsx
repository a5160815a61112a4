import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import type { Gangway } from '../Gangway.js'
import { createTranslator } from '../i18n/createTranslator.js'
import { buttons } from '../i18n/en/buttons.js'
import { loadMessages } from '../i18n/loadMessages.js'
import type { Messages } from '../i18n/Messages.js'
import { GangwayContext } from './GangwayContext.js'

export interface GangwayProviderProps {
  readonly gangway: Gangway
  readonly children?: ReactNode
}

const none: readonly Messages[] = []

/**
 * Makes a Gangway instance available to the hooks and components below it. Only the buttons' English
 * strings load with the page; the locale's catalogue and the registered plugins' strings are chunks loaded after.
 */
export function GangwayProvider({ gangway, children }: GangwayProviderProps) {
  const locale = useStore(gangway.stores.appearance, (state) => state.locale)
  const messages = useStore(gangway.stores.appearance, (state) => state.messages)
  const registered = useStore(gangway.stores.registry, (state) => state.messages)
  const [catalogues, setCatalogues] = useState(none)
  useEffect(() => {
    let live = true
    void Promise.all([
      loadMessages(locale),
      registered.size > 0
        ? import('../i18n/loadPluginMessages.js').then((module) =>
            module.loadPluginMessages(registered, locale),
          )
        : none,
    ]).then(([core, plugins]) => live && setCatalogues([core, ...plugins]))
    return () => {
      live = false
    }
  }, [registered, locale])
  const value = useMemo(
    () => ({ gangway, t: createTranslator([messages, ...catalogues, buttons]) }),
    [gangway, messages, catalogues],
  )
  return <GangwayContext.Provider value={value}>{children}</GangwayContext.Provider>
}
