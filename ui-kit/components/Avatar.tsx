import type { CSSProperties } from 'react'
import { useImagePreload } from '../hooks/useImagePreload.js'
import { avatarGradient } from '../lib/avatarGradient.js'

export interface AvatarProps {
  address: string
  /** Profile image; the address gradient shows while it loads and if it fails. */
  src?: string | undefined
  size?: 'sm' | 'md' | 'lg'
  /** Accessible name; without it the avatar is decorative. */
  label?: string
  timeoutMs?: number
}

/** A round profile image, or a gradient derived from the address. */
export function Avatar({ address, src, size = 'md', label, timeoutMs }: AvatarProps) {
  const status = useImagePreload(src, timeoutMs)
  return (
    <span
      className={`gw-avatar gw-sz-${size}`}
      style={{ '--gw-avatar-bg': avatarGradient(address) } as CSSProperties}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {status === 'loaded' && <img src={src} alt="" draggable={false} />}
    </span>
  )
}
