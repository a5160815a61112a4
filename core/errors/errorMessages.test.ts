import { describe, expect, it } from 'vitest'
import { errorMessages } from './errorMessages.js'

/** Spec section 8, quoted messages and alert titles (what the catalogue must hold, each once). */
const section8 = [
  'Please try again after 30 seconds',
  'Network Not Found',
  'Invalid App Configuration',
  'Invalid Project ID - update configuration',
  'Project ID Not Configured',
  'Server Error',
  'Failed to get App Configuration',
  'Rate Limited',
  'Network Error - Could not load embedded wallet',
  'Embedded Wallet Request Timed Out',
  'Session Expired',
  'Invalid session found - check your time settings and connect again',
  'Unauthorized: origin not allowed',
  'JWT validation error: JWT Token is not yet valid',
  'Unauthorized: invalid key',
  'Token Balance Unavailable',
  'Failed to fetch transactions',
  'Signature declined',
  'This application might not support Smart Accounts',
  'Authenticating...',
  'Modal closed',
  'Popup closed',
  'Connection rejected',
  'Failed to connect',
  'Failed to initiate social connection',
  'Failed to connect to farcaster',
  'No auth connector found',
  'Not connected to email or social',
  'Failed to disconnect',
  'Invalid connection status',
  'Network not supported for Gas Price',
  'Network not supported for Swaps',
  'Please call connect() before request()',
  'Sign Client not initialized',
  'Namespace is not configured',
  'No RPC url provided for chainId',
  'JSON-RPC provider not found',
  'Fetching call status not approved by the wallet',
  'Failed to fetch user operation receipt with status',
  'A problem occurred while trying initialize authentication',
  'SIWX is not enabled',
  'No ActiveCaipAddress found',
  'No ActiveCaipNetwork or client found',
  'No ConnectionController client found',
  'Unable to load email login dependency',
  'An error occurred',
  'Request was aborted',
  'Something went wrong',
  'iframe_load_failed',
  'iframe_request_timeout',
  'iframe is not set',
  'parent is not set',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name alice',
  'Network not found',
  'Address or auth connector not found',
  'Unsupported chain',
  'Chain adapter not found',
  'NetworkController client not set',
  'ConnectionController client not set',
  // Section 5, Bitcoin switching.
  'Address parameter is required for switching bip122 connection',
  'Switching to non-payment accounts is not allowed for bip122',
]

const render = (entry: unknown): string[] => {
  if (typeof entry === 'string') return [entry]
  if (typeof entry === 'function') return [String(entry(entry.name === 'retryAfter' ? 30 : 'alice'))]
  return Object.values(entry as object).flatMap(render)
}

const byFamily = Object.entries(errorMessages).map(
  ([family, group]) => [family, new Set(render(group))] as const,
)

describe('errorMessages', () => {
  it.each(section8)('holds the spec message "%s" in exactly one family', (message) => {
    expect(byFamily.filter(([, messages]) => messages.has(message)).map(([family]) => family)).toHaveLength(1)
  })

  it('writes no message in two families', () => {
    const all = byFamily.flatMap(([, messages]) => [...messages])
    expect(all.filter((message, index) => all.indexOf(message) !== index)).toEqual([])
  })
})
