import type { DevWalletInfo } from './DevWalletInfo.js'
import { devWalletIcon } from './devWalletIcon.js'

export interface AnnounceDevWalletOptions {
  readonly provider: object
  readonly name?: string
  readonly rdns?: string
  readonly icon?: string
  readonly uuid?: string
  readonly legacyInjection?: boolean
  readonly target?: EventTarget & { ethereum?: unknown }
}

export interface DevWalletAnnouncement {
  readonly info: DevWalletInfo
  uninstall(): void
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Announces a provider by EIP-6963 now and on every eip6963:requestProvider; optionally also sets window.ethereum. */
export function announceDevWallet(options: AnnounceDevWalletOptions): DevWalletAnnouncement {
  const target =
    options.target ?? (globalThis as unknown as { window?: EventTarget & { ethereum?: unknown } }).window
  if (!target) throw new Error('announceDevWallet needs a window (or options.target)')
  const name = options.name ?? 'Gangway Dev Wallet'
  const rdns = options.rdns ?? 'dev.gangway.wallet'
  const info: DevWalletInfo = Object.freeze({
    uuid: options.uuid ?? randomUuid(),
    name,
    icon: options.icon ?? devWalletIcon(name, rdns),
    rdns,
  })
  const detail = Object.freeze({ info, provider: options.provider })
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  if (options.legacyInjection) target.ethereum = options.provider
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return {
    info,
    uninstall() {
      target.removeEventListener('eip6963:requestProvider', announce)
      if (options.legacyInjection && target.ethereum === options.provider) delete target.ethereum
    },
  }
}
