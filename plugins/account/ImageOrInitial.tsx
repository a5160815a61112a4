import type { CSSProperties } from 'react'
import { useImagePreload } from '../../entries/plugin.js'

const frame = (size: number | string, round: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: size,
    height: size,
    overflow: 'hidden',
    borderRadius: round ? '50%' : 12,
    background: 'var(--gw-bg-3)',
    '--gw-c': 'var(--gw-fg-2)',
    '--gw-fw': 600,
  }) as CSSProperties

/** An image preloaded with the 2,000 ms timeout, lazily; until then, or without one, a placeholder with `initial`. */
export function ImageOrInitial({
  src,
  initial,
  size,
  round = false,
}: {
  readonly src: string | undefined
  readonly initial: string
  readonly size: number | string
  readonly round?: boolean
}) {
  const status = useImagePreload(src || undefined)
  return (
    <span style={frame(size, round)} aria-hidden data-status={status}>
      {status === 'loaded' ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          draggable={false}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        initial.slice(0, 1).toUpperCase()
      )}
    </span>
  )
}
