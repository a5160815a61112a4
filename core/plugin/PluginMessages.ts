import type { Messages } from '../i18n/Messages.js'

/** A plugin's strings per locale (English required), each loaded only while its locale is active. */
export type PluginMessages = { readonly en: () => Promise<Messages> } & {
  readonly [locale: string]: (() => Promise<Messages>) | undefined
}
