import { describe, expect, it } from 'vitest'
import { alertCatalogue } from './alertCatalogue.js'
import { createAlert } from './createAlert.js'

describe('alertCatalogue', () => {
  it('uses the exact titles and texts of spec section 8', () => {
    expect(alertCatalogue.NetworkNotFound.title).toBe('Network Not Found')
    expect(alertCatalogue.InvalidAppConfiguration.title).toBe('Invalid App Configuration')
    expect(alertCatalogue.InvalidAppConfiguration.invalidProjectId).toBe(
      'Invalid Project ID - update configuration',
    )
    expect(alertCatalogue.ProjectIdNotConfigured.title).toBe('Project ID Not Configured')
    expect(alertCatalogue.ServerError).toMatchObject({
      title: 'Server Error',
      message: 'Failed to get App Configuration',
    })
    expect(alertCatalogue.RateLimited.title).toBe('Rate Limited')
    expect(alertCatalogue.EmbeddedWalletNetworkError.title).toBe(
      'Network Error - Could not load embedded wallet',
    )
    expect(alertCatalogue.EmbeddedWalletTimeout.title).toBe('Embedded Wallet Request Timed Out')
    expect(alertCatalogue.SessionExpired).toMatchObject({
      title: 'Session Expired',
      message: 'Invalid session found - check your time settings and connect again',
    })
  })

  it('builds alerts with a replaced message or an appended detail', () => {
    expect(createAlert('ServerError', { detail: 'HTTP 502' })).toEqual({
      kind: 'ServerError',
      title: 'Server Error',
      message: 'Failed to get App Configuration: HTTP 502',
    })
    expect(createAlert('InvalidAppConfiguration', { message: 'x' }).message).toBe('x')
  })
})
