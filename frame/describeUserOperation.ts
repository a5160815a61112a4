import { decodeFunctionData, erc20Abi, formatUnits } from 'viem'
import type { ApprovalDescription } from './ApprovalDescription.js'
import type { ReadUserOperation } from './readUserOperation.js'

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
    title: calls && calls.length > 1 ? `Send ${calls.length} calls at once` : 'Send from your smart account',
    rows,
  }
}
