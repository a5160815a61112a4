import { readProperty } from './readProperty.js'

/** The integer `code` of an error object (a numeric string counts too), else undefined. */
export function readErrorCode(error: unknown): number | undefined {
  const code = readProperty(error, 'code')
  if (typeof code === 'number') return Number.isSafeInteger(code) ? code : undefined
  if (typeof code === 'string' && /^-?\d{1,15}$/.test(code)) return Number(code)
  return undefined
}
