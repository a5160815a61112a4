import { useEffect, useState } from 'react'
import type { NameSuggestion } from './NameSuggestion.js'
import type { NamesClient } from './NamesClient.js'
import { namesLimits } from './namesLimits.js'

/** What the suggestions endpoint says of the label typed: nothing yet, checking, its answer, or a failure. */
export type SuggestionsState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly label: string }
  | { readonly status: 'ready'; readonly label: string; readonly list: readonly NameSuggestion[] }
  | { readonly status: 'failed'; readonly label: string; readonly message: string }

/** Suggestions for `label` (undefined: none asked) after the visitor stops typing for 500 ms; a newer label cancels the older request. */
export function useNameSuggestions(client: NamesClient, label: string | undefined): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ status: 'idle' })
  useEffect(() => {
    if (!label) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'checking', label })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      client.suggestions(label, controller.signal).then(
        (list) => {
          if (!controller.signal.aborted) setState({ status: 'ready', label, list })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          setState({ status: 'failed', label, message: (error as Error).message })
        },
      )
    }, namesLimits.suggestionsDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, label])
  return state
}
