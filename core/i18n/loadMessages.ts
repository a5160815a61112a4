import { en } from './en/index.js'
import type { Messages } from './Messages.js'

/** English is built in; every other locale is its own chunk, loaded when asked for. */
export async function loadMessages(locale: string): Promise<Messages> {
  const language = locale.toLowerCase().split(/[-_]/)[0]
  if (language === 'de') return (await import('./de/index.js')).de
  return en
}
