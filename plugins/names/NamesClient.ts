import type { NameProfile } from './NameProfile.js'
import type { NameSuggestion } from './NameSuggestion.js'

/** The signed registration POST /v1/profile/account takes. */
export interface NameRegistration {
  readonly coinType: number
  readonly address: string
  readonly message: string
  readonly signature: string
}

/** The name service of the blockchain API, answers checked, lookups cached 5 minutes; every call cancellable by `signal`. */
export interface NamesClient {
  /** The profile of `name`, or undefined when nobody registered it. */
  resolve(name: string, signal?: AbortSignal): Promise<NameProfile | undefined>
  /** The names of `address`, newest first. */
  reverse(address: string, signal?: AbortSignal): Promise<readonly NameProfile[]>
  suggestions(label: string, signal?: AbortSignal): Promise<readonly NameSuggestion[]>
  register(registration: NameRegistration, signal?: AbortSignal): Promise<NameProfile>
  clear(): void
}
