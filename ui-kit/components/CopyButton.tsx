import { type ReactNode, useEffect, useRef, useState } from 'react'
import { copyText } from '../lib/copyText.js'
import { Icon } from './Icon.js'

export interface CopyButtonProps {
  value: string
  /** Accessible name when there are no children; default 'Copy'. */
  label?: string
  copiedLabel?: string
  failedLabel?: string
  onCopy?: (ok: boolean) => void
  /** How long the 'copied' state lasts, in ms; default 2000. */
  resetMs?: number
  children?: ReactNode
}

/** Copies `value` to the clipboard and announces the result in a live region; a labelled button also shows it. */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  failedLabel = 'Copy failed',
  onCopy,
  resetMs = 2000,
  children,
}: CopyButtonProps) {
  const button = useRef<HTMLButtonElement>(null)
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const result = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), resetMs)
    return () => clearTimeout(timer)
  }, [state, resetMs])
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={children ? undefined : label}
        className={children ? 'gw-btn gw-btn--ghost gw-btn--sm' : 'gw-ibtn gw-ibtn--sm'}
        onClick={async () => {
          const ok = await copyText(value, button.current)
          setState(ok ? 'copied' : 'failed')
          onCopy?.(ok)
        }}
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={14} />
        {children && (result || children)}
      </button>
      <span className="gw-sr" role="status">
        {result}
      </span>
    </>
  )
}
