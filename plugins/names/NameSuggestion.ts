/** One answer of the suggestions endpoint: a full name and whether it is taken. */
export interface NameSuggestion {
  readonly name: string
  readonly registered: boolean
}
