import type { ReactNode } from 'react'

export interface TagProps {
  variant?: 'neutral' | 'success' | 'accent'
  children: ReactNode
}

/** A small label such as 'Installed', 'Recent' or 'Testnet'. */
export function Tag({ variant = 'neutral', children }: TagProps) {
  return <span className={`gw-tag gw-tag--${variant}`}>{children}</span>
}
