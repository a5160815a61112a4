import type { CSSProperties } from 'react'

export interface LoadingThumbnailProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  round?: boolean
}

/** A decorative shimmering skeleton block. */
export function LoadingThumbnail({ width = '100%', height = 16, round }: LoadingThumbnailProps) {
  return (
    <span
      className={round ? 'gw-skel gw-skel--round' : 'gw-skel'}
      style={{ width, height }}
      aria-hidden="true"
    />
  )
}
