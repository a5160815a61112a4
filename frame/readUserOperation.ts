import { decodeFunctionData, type Hex, isAddress, isHex, parseAbi } from 'viem'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import type { FrameRpcRequest } from './FrameRpcRequest.js'

/** The SimpleAccount (v0.7) calls the frame can read out of a user operation's callData. */
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const QUANTITIES = [
  'nonce',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const
const BYTES = ['callData', 'factoryData', 'paymasterData'] as const
const ADDRESSES = ['sender', 'factory', 'paymaster'] as const
const MAX_BYTES = 128 * 1024

export interface ReadUserOperation {
  /** The hash the EntryPoint checks, computed here from the operation (never taken from the page). */
  readonly hash: Hex
  readonly sender: Hex
  /** Set when the operation deploys the account. */
  readonly factory?: Hex
  /** The calls the account makes, when its callData is SimpleAccount's execute or executeBatch. */
  readonly calls?: readonly { readonly to: Hex; readonly value: bigint; readonly data: Hex }[]
  /** The most the operation may cost in the native unit (its gas limits at its max fee). */
  readonly maxCost: bigint
}

const fail = () => new Error('Invalid params')

/**
 * gangway_signUserOperation's params read and checked: [{ userOperation (v0.7, hex fields), entryPoint }]; the hash is
 * computed in the frame for the request's chain, so what the visitor approves is what gets signed.
 */
export function readUserOperation(request: FrameRpcRequest, chainId: number): ReadUserOperation {
  const [first] = (Array.isArray(request.params) ? request.params : []) as [unknown]
  const { userOperation: raw, entryPoint } = (first ?? {}) as {
    userOperation?: unknown
    entryPoint?: unknown
  }
  if (typeof raw !== 'object' || raw === null || typeof entryPoint !== 'string' || !isAddress(entryPoint))
    throw fail()
  const fields = raw as Record<string, unknown>
  const op: Record<string, unknown> = {}
  for (const key of QUANTITIES) {
    const value = fields[key]
    if (value === undefined && key.startsWith('paymaster')) continue
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) throw fail()
    op[key] = BigInt(value)
  }
  for (const key of BYTES) {
    const value = fields[key]
    if (value === undefined && key !== 'callData') continue
    if (typeof value !== 'string' || !isHex(value) || value.length > MAX_BYTES * 2) throw fail()
    op[key] = value
  }
  for (const key of ADDRESSES) {
    const value = fields[key]
    if (value === undefined && key !== 'sender') continue
    if (typeof value !== 'string' || !isAddress(value)) throw fail()
    op[key] = value
  }
  const userOperation = { ...op, signature: '0x' } as unknown as UserOperation<'0.7'>
  const hash = getUserOperationHash({
    chainId,
    entryPointAddress: entryPoint,
    entryPointVersion: '0.7',
    userOperation,
  })
  let calls: ReadUserOperation['calls']
  try {
    const call = decodeFunctionData({ abi: accountAbi, data: userOperation.callData })
    if (call.functionName === 'execute') {
      const [to, value, data] = call.args
      calls = [{ to, value, data }]
    } else {
      const [targets, values, datas] = call.args
      calls = targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index] ?? '0x' }))
    }
  } catch {}
  const gas =
    userOperation.callGasLimit +
    userOperation.verificationGasLimit +
    userOperation.preVerificationGas +
    (userOperation.paymasterVerificationGasLimit ?? 0n) +
    (userOperation.paymasterPostOpGasLimit ?? 0n)
  return {
    hash,
    sender: userOperation.sender,
    ...(userOperation.factory ? { factory: userOperation.factory } : {}),
    ...(calls ? { calls } : {}),
    maxCost: gas * userOperation.maxFeePerGas,
  }
}
