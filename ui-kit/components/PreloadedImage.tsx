import { useImagePreload } from '../hooks/useImagePreload.js'
import { Icon, type IconName } from './Icon.js'

export interface PreloadedImageProps {
  src?: string | undefined
  /** Accessible name; empty (the default) makes the image decorative. */
  alt?: string
  size?: 'sm' | 'md' | 'lg'
  /** Preload timeout in ms before the fallback shows; default 2000 (spec section 9). */
  timeoutMs?: number
}

/** An image with a skeleton while it preloads and a fallback icon on failure or timeout. */
export function PreloadedImage({
  src,
  alt = '',
  size = 'md',
  timeoutMs,
  kind,
  fallback,
}: PreloadedImageProps & { kind: string; fallback: IconName }) {
  const status = useImagePreload(src, timeoutMs)
  return (
    <span
      className={`gw-img gw-img--${kind} gw-sz-${size}`}
      data-status={status}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {status === 'loaded' ? (
        <img src={src} alt="" draggable={false} />
      ) : status === 'loading' ? (
        <span className="gw-skel" />
      ) : (
        <Icon name={fallback} size={24} />
      )}
    </span>
  )
}
