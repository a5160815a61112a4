import { describe, expect, it } from 'vitest'
import { CaipError } from './CaipError.js'
import { ChainError } from './ChainError.js'
import { ConfigError } from './ConfigError.js'
import { ConnectionError } from './ConnectionError.js'
import { FrameError } from './FrameError.js'
import { formatGangwayError } from './formatGangwayError.js'
import { GangwayError } from './GangwayError.js'
import { chainAdapterNotFound } from './messages/chainMessages.js'
import { namespaceNotConfigured } from './messages/configMessages.js'
import { failedToConnect, modalClosed } from './messages/connectionMessages.js'
import { iframeNotSet } from './messages/frameMessages.js'
import { nameResolveFailed } from './messages/namesMessages.js'
import { siwxNotEnabled } from './messages/siwxMessages.js'
import { NamesError } from './NamesError.js'
import { PluginError } from './PluginError.js'
import { RpcError } from './RpcError.js'
import { SiwxError } from './SiwxError.js'
import { TransactionError } from './TransactionError.js'

describe('GangwayError', () => {
  it('keeps message equal to the short message and the rest apart', () => {
    const error = new ConnectionError(failedToConnect, {
      details: 'No provider',
      metaMessages: ['Connector: injected'],
      docsPath: '/errors#connection',
    })
    expect(error.message).toBe('Failed to connect')
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error).toMatchObject({ details: 'No provider', metaMessages: ['Connector: injected'] })
    expect(error.docsPath).toBe('/errors#connection')
  })

  it('renders meta messages, docs path and details in formatGangwayError', () => {
    const error = new ChainError(chainAdapterNotFound, {
      details: 'eip155',
      metaMessages: ['Network: eip155:1'],
      docsPath: '/errors#chain',
    })
    expect(formatGangwayError(error)).toBe(
      'ChainError: Chain adapter not found\nNetwork: eip155:1\nDocs: /errors#chain\nDetails: eip155',
    )
    expect(formatGangwayError(new GangwayError('x'))).toBe('GangwayError: x')
  })

  it('takes details from a cause', () => {
    const inner = new ConfigError(namespaceNotConfigured, { docsPath: '/config' })
    const error = new ConnectionError(failedToConnect, { cause: inner })
    expect(error.cause).toBe(inner)
    expect(error.details).toBe('Namespace is not configured')
    expect(error.docsPath).toBeUndefined()
  })

  it('walks the cause chain to the innermost error without a predicate', () => {
    const root = new Error('socket closed')
    const rpc = new RpcError(4001, { cause: root })
    const error = new ConnectionError(modalClosed, { cause: rpc })
    expect(error.walk()).toBe(root)
    expect(new ConnectionError(modalClosed).walk()).toBeInstanceOf(ConnectionError)
  })

  it('walks to the first error the predicate accepts, or null', () => {
    const rpc = new RpcError(4001, { cause: { code: 1 } })
    const error = new ConnectionError(failedToConnect, { cause: new PluginError('x', { cause: rpc }) })
    expect(error.walk((item) => item instanceof RpcError)).toBe(rpc)
    expect(error.walk((item) => item === error)).toBe(error)
    expect(error.walk((item) => item instanceof FrameError)).toBeNull()
  })

  it.each([
    [new ConfigError(namespaceNotConfigured), 'ConfigError'],
    [new ConnectionError(failedToConnect), 'ConnectionError'],
    [new ChainError(chainAdapterNotFound), 'ChainError'],
    [new CaipError('Invalid CAIP-10 address'), 'CaipError'],
    [new TransactionError('Insufficient funds', { reason: 'insufficientFunds' }), 'TransactionError'],
    [new SiwxError(siwxNotEnabled), 'SiwxError'],
    [new FrameError(iframeNotSet), 'FrameError'],
    [new NamesError(nameResolveFailed), 'NamesError'],
    [new PluginError('x'), 'PluginError'],
  ])('names the %s family', (error, name) => {
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.name).toBe(name)
    expect(error.message).toBe(error.shortMessage)
  })
})
