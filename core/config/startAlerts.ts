import type { Alert } from '../types/Alert.js'

// The two alerts resolveConfig can raise at page start, kept apart from alertCatalogue so that the page-start
// chunk holds only their texts (the catalogue loads with the first open, where the others are raised).

/** No projectId: pairing, the remote configuration and the blockchain API are off. */
export const projectIdNotConfigured = {
  kind: 'ProjectIdNotConfigured',
  title: 'Project ID Not Configured',
  message: 'Set a projectId to use pairing, remote configuration and the blockchain API',
} as const satisfies Alert

/** The defaultNetwork is not one of the networks: the first network is used. */
export const networkNotFound = {
  kind: 'NetworkNotFound',
  title: 'Network Not Found',
  message: 'The default network is not in the configured networks - the first network is used instead',
} as const satisfies Alert
