import type { GangwayError } from './GangwayError.js'

/** The whole report of a Gangway error, for logs and bug reports: short message, meta messages, docs path, details. */
export function formatGangwayError(error: GangwayError): string {
  return [
    `${error.name}: ${error.shortMessage}`,
    ...(error.metaMessages ?? []),
    ...(error.docsPath ? [`Docs: ${error.docsPath}`] : []),
    ...(error.details ? [`Details: ${error.details}`] : []),
  ].join('\n')
}
