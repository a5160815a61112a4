import { safeWalletMethods } from './safeWalletMethods.js'
import { unsafeWalletMethods } from './unsafeWalletMethods.js'

export type WalletRequestSafety = 'safe' | 'unsafe' | 'unknown'

/** 'safe' if the method is in the safe list, 'unsafe' if in the approval list, else 'unknown' (not allowed); case-sensitive. */
export function classifyWalletRequest(method: string): WalletRequestSafety {
  if ((safeWalletMethods as readonly unknown[]).includes(method)) return 'safe'
  if ((unsafeWalletMethods as readonly unknown[]).includes(method)) return 'unsafe'
  return 'unknown'
}
