import type { ICore } from '@walletconnect/types'

/**
 * Keeps a WalletConnect core off the vendor's verify service (verify.walletconnect.org/.com). The
 * clients have no switch for it (Verify is toggled per project in the vendor's cloud), so the core's
 * verifier answers locally: proposals carry an empty attestation (a wallet then skips its lookup) and
 * incoming requests get the verification context UNKNOWN.
 */
export function keepVerifyLocal(core: Pick<ICore, 'verify'>): void {
  core.verify.register = async () => ''
  core.verify.resolve = async () => undefined as never
}
