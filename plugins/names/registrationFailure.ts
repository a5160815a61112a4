import { GangwayError, HttpError, isUserRejection, nameRegisterFailed } from '../../entries/plugin.js'

/** The text a failed registration shows: the name service's reason when it gave one, else the catalogue's message. */
export function registrationFailure(
  error: unknown,
  name: string,
): { readonly declined?: true; readonly text: string } {
  if (isUserRejection(error)) return { declined: true, text: '' }
  const http =
    error instanceof GangwayError
      ? (error.walk((cause) => cause instanceof HttpError) as HttpError | null)
      : null
  if (http?.reason) return { text: http.reason }
  if (error instanceof GangwayError && error.name !== 'HttpError') return { text: error.shortMessage }
  return { text: nameRegisterFailed(name) }
}
