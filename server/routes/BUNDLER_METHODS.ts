/** The JSON-RPC methods the bundler endpoint passes on: ERC-4337's user-operation methods and the gas price its clients ask. */
export const BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'pimlico_getUserOperationGasPrice',
])
