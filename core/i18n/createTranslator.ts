import type { Messages, Translate } from './Messages.js'

/** A translator over `messages` (host overrides first, then the locale, then English); unknown keys show as the key. */
export function createTranslator(...catalogues: readonly (Messages | undefined)[]): Translate {
  return (key, values) => {
    let text: string | undefined
    for (const catalogue of catalogues) {
      text = catalogue?.[key]
      if (text !== undefined) break
    }
    if (text === undefined) return key
    if (!values) return text
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    )
  }
}
