import { decodeFunctionData, erc20Abi, formatUnits, toFunctionSelector } from 'viem'
import { sessionAbi } from '../plugins/smart-accounts/sessionAbi.js'
import type { ApprovalDescription } from './ApprovalDescription.js'
import type { ReadUserOperation } from './readUserOperation.js'

/** ERC-20's functions by selector, so that a session over a token names them. */
const tokenFunctions = new Map(
  erc20Abi
    .filter((item) => item.type === 'function')
    .map((item) => [
      toFunctionSelector(item),
      `${item.name}(${item.inputs.map((input) => input.type).join(',')})`,
    ]),
)

/** A call of the account to itself that grants or revokes a smart session, in words; undefined for any other. */
function describeSession(data: `0x${string}`): string | undefined {
  try {
    const call = decodeFunctionData({ abi: sessionAbi, data })
    if (call.functionName === 'revokeSession') return `end the smart session of key ${call.args[0]}`
    if (call.functionName !== 'grantSession') return undefined
    const [key, target, selectors, validUntil] = call.args
    const until = new Date(Number(validUntil) * 1000).toISOString().replace('T', ' ').slice(0, 16)
    return `let key ${key} call ${selectors.map((selector) => tokenFunctions.get(selector) ?? selector).join(', ')} on ${target} without asking you, until ${until} UTC`
  } catch {
    return undefined
  }
}

/** A user operation as the visitor approves it: the smart account, each call decoded, whether it deploys, its fee cap. */
export function describeUserOperation(
  operation: ReadUserOperation,
  network: string,
  symbol: string,
  owner: string,
): ApprovalDescription {
  const rows = [
    { label: 'Network', value: network },
    { label: 'Smart account', value: operation.sender },
    { label: 'Signed by', value: owner },
  ]
  if (operation.factory) rows.push({ label: 'Deploys', value: 'your smart account, with this operation' })
  const calls = operation.calls
  if (!calls) rows.push({ label: 'Calls', value: 'not readable: check the app you are using' })
  for (const [index, call] of (calls ?? []).entries()) {
    const label = calls && calls.length > 1 ? `Call ${index + 1}` : 'Call'
    let what = `${formatUnits(call.value, 18)} ${symbol} to ${call.to}`
    const session =
      call.to.toLowerCase() === operation.sender.toLowerCase() ? describeSession(call.data) : undefined
    if (session) {
      rows.push({ label, value: session })
      continue
    }
    if (call.data !== '0x') {
      try {
        const transfer = decodeFunctionData({ abi: erc20Abi, data: call.data })
        what =
          transfer.functionName === 'transfer'
            ? `token transfer of ${transfer.args[1]} units of ${call.to} to ${transfer.args[0]}`
            : `${transfer.functionName} on ${call.to}`
      } catch {
        what = `${what} with ${(call.data.length - 2) / 2} bytes of data`
      }
    }
    rows.push({ label, value: what })
  }
  rows.push({ label: 'Network fee', value: `at most ${formatUnits(operation.maxCost, 18)} ${symbol}` })
  return {
    title: calls?.some(
      (call) => call.to.toLowerCase() === operation.sender.toLowerCase() && describeSession(call.data),
    )
      ? 'Smart session for this app'
      : calls && calls.length > 1
        ? `Send ${calls.length} calls at once`
        : 'Send from your smart account',
    rows,
  }
}
