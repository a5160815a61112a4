import { encodeFunctionData, getAddress, numberToHex, parseAbi } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { describeUserOperation } from '../../frame/describeUserOperation.js'
import { readUserOperation } from '../../frame/readUserOperation.js'
import { sessionAbi } from '../../plugins/smart-accounts/sessionAbi.js'

const ENTRY_POINT = '0x79c765eA84AE3aB6868228aaa64BA7Ca524854aB'
const SENDER = '0x2222222222222222222222222222222222222222'
const FACTORY = '0x3333333333333333333333333333333333333333'
const [A, B] = [
  '0x00000000000000000000000000000000000000a1',
  '0x00000000000000000000000000000000000000b2',
] as const
const abi = parseAbi(['function executeBatch(address[] dest, uint256[] value, bytes[] func)'])
const callData = encodeFunctionData({
  abi,
  functionName: 'executeBatch',
  args: [
    [A, B],
    [10n ** 16n, 2n * 10n ** 16n],
    ['0x', '0x'],
  ],
})
const operation = {
  sender: SENDER,
  nonce: 0n,
  factory: FACTORY,
  factoryData: '0x1234',
  callData,
  callGasLimit: 100_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000n,
} as const
const hexFields = Object.fromEntries(
  Object.entries(operation).map(([key, value]) => [
    key,
    typeof value === 'bigint' ? numberToHex(value) : value,
  ]),
)
const request = (userOperation: unknown, entryPoint: unknown = ENTRY_POINT) => ({
  method: 'gangway_signUserOperation',
  params: [{ userOperation, entryPoint }],
})

describe('the secure frame reads the user operation it signs (gangway_signUserOperation)', () => {
  it('computes the EntryPoint v0.7 hash itself, for the request’s chain', () => {
    const read = readUserOperation(request(hexFields), 31337)
    expect(read.hash).toBe(
      getUserOperationHash({
        chainId: 31337,
        entryPointAddress: ENTRY_POINT,
        entryPointVersion: '0.7',
        userOperation: { ...operation, signature: '0x' },
      }),
    )
    expect(readUserOperation(request(hexFields), 1).hash).not.toBe(read.hash)
  })

  it('shows the calls, the deployment and the fee cap', () => {
    const read = readUserOperation(request(hexFields), 31337)
    expect(read.calls).toEqual([
      { to: getAddress(A), value: 10n ** 16n, data: '0x' },
      { to: getAddress(B), value: 2n * 10n ** 16n, data: '0x' },
    ])
    const shown = describeUserOperation(
      read,
      'Devnet (chain 31337)',
      'ETH',
      '0x1111111111111111111111111111111111111111',
    )
    expect(shown.title).toBe('Send 2 calls at once')
    expect(shown.rows).toEqual(
      expect.arrayContaining([
        { label: 'Smart account', value: SENDER },
        { label: 'Deploys', value: 'your smart account, with this operation' },
        { label: 'Call 1', value: `0.01 ETH to ${getAddress(A)}` },
        { label: 'Call 2', value: `0.02 ETH to ${getAddress(B)}` },
        { label: 'Network fee', value: 'at most 0.0009 ETH' },
      ]),
    )
  })

  it('says so when the calls cannot be read, and refuses malformed operations', () => {
    const opaque = readUserOperation(request({ ...hexFields, callData: '0xdeadbeef' }), 31337)
    expect(opaque.calls).toBeUndefined()
    expect(describeUserOperation(opaque, 'n', 'ETH', 'o').rows).toContainEqual({
      label: 'Calls',
      value: 'not readable: check the app you are using',
    })
    expect(() => readUserOperation(request({ ...hexFields, nonce: 5 }), 1)).toThrow('Invalid params')
    expect(() => readUserOperation(request({ ...hexFields, sender: 'nope' }), 1)).toThrow('Invalid params')
    expect(() => readUserOperation(request(hexFields, 'nope'), 1)).toThrow('Invalid params')
    expect(() => readUserOperation({ method: 'gangway_signUserOperation', params: [] }, 1)).toThrow(
      'Invalid params',
    )
  })

  it('names a smart session the app asks for: the key, the functions, the contract and the end, in UTC', () => {
    const token = '0x00000000000000000000000000000000000000c3'
    const key = '0x00000000000000000000000000000000000000d4'
    const execute = parseAbi(['function execute(address dest, uint256 value, bytes func)'])
    const selfCall = (data: `0x${string}`, to: `0x${string}` = SENDER) =>
      readUserOperation(
        request({
          ...hexFields,
          callData: encodeFunctionData({ abi: execute, functionName: 'execute', args: [to, 0n, data] }),
        }),
        31337,
      )
    const grant = encodeFunctionData({
      abi: sessionAbi,
      functionName: 'grantSession',
      args: [key, token, ['0xa9059cbb', '0x12345678'], 1_900_000_000],
    })
    const shown = describeUserOperation(selfCall(grant), 'n', 'ETH', 'o')
    expect(shown.title).toBe('Smart session for this app')
    expect(shown.rows).toContainEqual({
      label: 'Call',
      value: `let key ${getAddress(key)} call transfer(address,uint256), 0x12345678 on ${getAddress(token)} without asking you, until 2030-03-17 17:46 UTC`,
    })
    const revoke = encodeFunctionData({ abi: sessionAbi, functionName: 'revokeSession', args: [key] })
    expect(describeUserOperation(selfCall(revoke), 'n', 'ETH', 'o').rows).toContainEqual({
      label: 'Call',
      value: `end the smart session of key ${getAddress(key)}`,
    })
    // The same data sent to another contract is not the account's own session: no session wording.
    const elsewhere = describeUserOperation(selfCall(grant, token), 'n', 'ETH', 'o')
    expect(elsewhere.title).toBe('Send from your smart account')
  })
})
