import type { Eip1193Provider } from '../Eip1193Provider.js'
import type { Eip6963ProviderDetail } from '../Eip6963ProviderDetail.js'

/** A small EIP-6963 shim for tests: announces a provider on `target` now and on every requestProvider. */
export function announceWallet(
  target: EventTarget,
  provider: Eip1193Provider,
  info: Partial<Eip6963ProviderDetail['info']> & { readonly rdns: string },
): () => void {
  const detail: Eip6963ProviderDetail = {
    info: { uuid: crypto.randomUUID(), name: info.rdns, icon: 'data:image/svg+xml,<svg/>', ...info },
    provider,
  }
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
