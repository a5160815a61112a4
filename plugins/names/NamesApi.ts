import type { NameProfile } from './NameProfile.js'
import type { NamesClient } from './NamesClient.js'

/** What gangway.getPlugin('names') gives: the suffix, the name check and the cached lookups (Send resolves receivers here). */
export interface NamesApi extends Pick<NamesClient, 'resolve' | 'reverse' | 'suggestions'> {
  /** The suffix of the service's names, such as '.gangway.id'. */
  readonly suffix: string
  /** Whether `text` is a name of this service: it ends with the suffix and its label keeps the rules. */
  isName(text: string): boolean
  /** Sets the connected eip155 account's profile name and image (after a registration). */
  showProfile(profile: NameProfile): void
}
