import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { Gangway } from '../Gangway.js'
import { createTranslator } from '../i18n/createTranslator.js'
import { en } from '../i18n/en/index.js'
import { loadMessages } from '../i18n/loadMessages.js'
import type { Messages } from '../i18n/Messages.js'
import { GangwayContext } from './GangwayContext.js'

export interface GangwayProviderProps {
  readonly gangway: Gangway
  readonly children?: ReactNode
}

/** Makes a Gangway instance available to the hooks and components below it. */
export function GangwayProvider({ gangway, children }: GangwayProviderProps) {
  const { locale, messages } = gangway.config
  const [catalogue, setCatalogue] = useState<Messages>(en)
  useEffect(() => {
    let live = true
    void loadMessages(locale).then((loaded) => live && setCatalogue(loaded))
    return () => {
      live = false
    }
  }, [locale])
  const value = useMemo(
    () => ({ gangway, t: createTranslator(messages, catalogue, en) }),
    [gangway, messages, catalogue],
  )
  return <GangwayContext.Provider value={value}>{children}</GangwayContext.Provider>
}
