import { GangwayError, type GangwayErrorOptions } from './GangwayError.js'

const knownCodes = {
  [-32700]: ['ParseRpcError', 'The server could not parse the JSON it received.'],
  [-32600]: ['InvalidRequestRpcError', 'The JSON sent is not a valid request object.'],
  [-32601]: ['MethodNotFoundRpcError', 'The method does not exist or is not available.'],
  [-32602]: ['InvalidParamsRpcError', 'Invalid parameters were provided to the RPC method.'],
  [-32603]: ['InternalRpcError', 'An internal error was received.'],
  [-32000]: ['InvalidInputRpcError', 'Missing or invalid parameters.'],
  [-32001]: ['ResourceNotFoundRpcError', 'The requested resource was not found.'],
  [-32002]: ['ResourceUnavailableRpcError', 'The requested resource is not available.'],
  [-32003]: ['TransactionRejectedRpcError', 'The transaction could not be created.'],
  [-32004]: ['MethodNotSupportedRpcError', 'The method is not supported.'],
  [-32005]: ['LimitExceededRpcError', 'The request exceeds a defined limit.'],
  [-32006]: ['JsonRpcVersionUnsupportedError', 'This version of the JSON-RPC protocol is not supported.'],
  4001: ['UserRejectedRequestError', 'The user rejected the request.'],
  4100: ['UnauthorizedProviderError', 'The requested method or account has not been authorized by the user.'],
  4200: ['UnsupportedProviderMethodError', 'The wallet does not support the requested method.'],
  4900: ['ProviderDisconnectedError', 'The wallet is disconnected from all chains.'],
  4901: ['ChainDisconnectedError', 'The wallet is not connected to the requested chain.'],
  4902: ['SwitchChainError', 'The wallet could not switch to the requested chain.'],
  5700: [
    'UnsupportedNonOptionalCapabilityError',
    'The wallet does not support a capability that was not marked optional.',
  ],
  5710: ['UnsupportedChainIdError', 'The wallet does not support the requested chain id.'],
  5720: ['DuplicateIdError', 'A call bundle with this id was already submitted.'],
  5730: ['UnknownBundleIdError', 'This call bundle id is unknown or has not been submitted.'],
  5740: ['BundleTooLargeError', 'The call bundle is too large for the wallet to process.'],
  5750: [
    'AtomicReadyWalletRejectedUpgradeError',
    'The wallet can run calls atomically after an upgrade, but the user rejected the upgrade.',
  ],
  5760: [
    'AtomicityNotSupportedError',
    'The wallet cannot run the calls atomically, but the request requires it.',
  ],
} as const satisfies Record<number, readonly [string, string]>

export type RpcErrorName =
  | (typeof knownCodes)[keyof typeof knownCodes][0]
  | 'CallBundleRpcError'
  | 'UnknownRpcError'

export interface RpcErrorOptions extends GangwayErrorOptions {
  readonly data?: unknown
}

function describeCode(code: number): readonly [RpcErrorName, string] {
  if (Object.hasOwn(knownCodes, code)) return knownCodes[code as keyof typeof knownCodes]
  if (code >= 5700 && code <= 5760)
    return ['CallBundleRpcError', 'The wallet could not process the call bundle.']
  return ['UnknownRpcError', 'An unknown RPC error occurred.']
}

/** A JSON-RPC or EIP-1193 error: `name` and `shortMessage` follow `code` (spec section 8); the provider's message goes in `details`. */
export class RpcError extends GangwayError {
  override readonly name: RpcErrorName
  readonly code: number
  readonly data: unknown

  constructor(code: number, options: RpcErrorOptions = {}) {
    const [name, shortMessage] = describeCode(code)
    super(shortMessage, options)
    this.name = name
    this.code = code
    this.data = options.data
  }
}
