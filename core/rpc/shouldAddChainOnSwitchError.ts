import { errorChain } from './errorChain.js'
import { readErrorCode } from './readErrorCode.js'
import { readProperty } from './readProperty.js'

const addChainCodes: readonly number[] = [4902, 5000, -32603, 32603]

/** True when a failed chain switch should fall back to adding the chain: code 4902, 5000 or ±32603 on the first coded error of the cause chain or its `data.originalError`. */
export function shouldAddChainOnSwitchError(error: unknown): boolean {
  for (const node of errorChain(error)) {
    const codes = [
      readErrorCode(node),
      readErrorCode(readProperty(readProperty(node, 'data'), 'originalError')),
    ]
    if (codes.some((code) => code !== undefined))
      return codes.some((code) => addChainCodes.includes(code ?? 0))
  }
  return false
}
