import type { Messages } from './Messages.js'

/** A locale's catalogue, each its own chunk (English too), loaded when asked for; unknown locales get English. */
export async function loadMessages(locale: string): Promise<Messages> {
  const language = locale.toLowerCase().split(/[-_]/)[0]
  if (language === 'de') return (await import('./de/index.js')).de
  return (await import('./en/index.js')).en
}
