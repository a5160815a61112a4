import type { ViewId } from '../types/ViewRegistry.js'

/** False on the SIWX sign-message and approve-transaction views while SIWX is required and unsigned. */
export function canClose({
  view,
  siwxRequired,
  hasSiwxSession,
}: {
  readonly view: ViewId
  readonly siwxRequired: boolean
  readonly hasSiwxSession: boolean
}): boolean {
  if (!siwxRequired || hasSiwxSession) return true
  return view !== 'SIWXSignMessage' && view !== 'ApproveTransaction'
}
