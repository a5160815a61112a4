import type { WalletEntry } from '../../entries/plugin.js'
import { formatWalletLink } from './formatWalletLink.js'

export interface WalletLink {
  readonly kind: 'mobile' | 'desktop' | 'web'
  readonly href: string
  /** Native and universal links replace the page (the top one inside an iframe); web apps open a tab. */
  readonly target: '_self' | '_top' | '_blank'
}

/** The chosen wallet's deep links for a pairing URI: mobile_link on phones, desktop_link elsewhere, webapp_link anywhere; only links that pass safeUrl. */
export function walletLinks(
  wallet: WalletEntry | undefined,
  uri: string | undefined,
  where: { readonly mobile: boolean; readonly framed: boolean },
): WalletLink[] {
  if (!wallet || !uri) return []
  const replace = where.framed ? '_top' : '_self'
  const links: WalletLink[] = []
  const native = where.mobile ? wallet.mobile_link : wallet.desktop_link
  const nativeHref = native ? formatWalletLink(native, uri) : undefined
  if (nativeHref) links.push({ kind: where.mobile ? 'mobile' : 'desktop', href: nativeHref, target: replace })
  const webHref = wallet.webapp_link ? formatWalletLink(wallet.webapp_link, uri, 'web') : undefined
  if (webHref) links.push({ kind: 'web', href: webHref, target: '_blank' })
  return links
}
