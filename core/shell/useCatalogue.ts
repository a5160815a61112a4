import { useEffect, useState } from 'react'
import { en } from '../i18n/en/index.js'
import { loadMessages } from '../i18n/loadMessages.js'
import type { Messages } from '../i18n/Messages.js'

/** The catalogue of `locale`: English at once, any other locale once its chunk has loaded. */
export function useCatalogue(locale: string): Messages | undefined {
  const english = /^en(?:[-_]|$)/i.test(locale)
  const [loaded, setLoaded] = useState<{ readonly locale: string; readonly messages: Messages }>()
  useEffect(() => {
    if (english) return
    let live = true
    void loadMessages(locale).then((messages) => live && setLoaded({ locale, messages }))
    return () => {
      live = false
    }
  }, [locale, english])
  if (english) return en
  return loaded?.locale === locale ? loaded.messages : undefined
}
