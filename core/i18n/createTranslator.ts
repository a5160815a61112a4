import type { Messages } from './Messages.js'
import type { Translate } from './Translate.js'

/**
 * A translator over `catalogues`, the first that has a key wins (host overrides first, English last).
 * An unknown key shows as itself, or as nothing while `loading` (a catalogue is still on its way).
 */
export function createTranslator(catalogues: readonly (Messages | undefined)[], loading = false): Translate {
  const dynamic: Translate['dynamic'] = (key, values) => {
    let text: string | undefined
    for (const catalogue of catalogues) {
      text = catalogue?.[key]
      if (text !== undefined) break
    }
    if (text === undefined) return loading ? '' : key
    if (!values) return text
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    )
  }
  return Object.assign((key: string, values?: Parameters<Translate>[1]) => dynamic(key, values), { dynamic })
}
