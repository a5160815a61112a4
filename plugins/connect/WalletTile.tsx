import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Icon, IMAGE_PRELOAD_TIMEOUT_MS, Spinner, Tag, useTranslate } from '../../entries/plugin.js'
import { imageReveal } from './imageReveal.js'
import type { WalletChoice } from './WalletChoice.js'

export interface WalletTileProps {
  readonly choice: WalletChoice
  readonly connecting: boolean
  readonly choose: (choice: WalletChoice) => void
  readonly tabIndex: number
  /** Leaves an image not loaded yet for later (the grid scrolls fast, or the list is about to change). */
  readonly deferImage?: boolean
}

const name = {
  '--gw-fs': 'calc(var(--gw-font-size-base)*1.2)',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  maxWidth: '100%',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'center',
} as const

/**
 * One wallet of the All Wallets grid: image, name and its tag; busy while it connects. The image is an
 * `<img>` over a still placeholder, left out of the layout (so that its arrival costs no frame) until
 * imageReveal shows it with the others of its batch; the wallet icon replaces it when it fails, or while
 * it takes longer than the preload timeout.
 */
export const WalletTile = memo(function WalletTile({
  choice,
  connecting,
  choose,
  tabIndex,
  deferImage = false,
}: WalletTileProps) {
  const t = useTranslate()
  const src = choice.imageUrl
  const [failed, setFailed] = useState<string>()
  const [slow, setSlow] = useState<string>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const known = useSyncExternalStore(
    imageReveal.subscribe,
    () => src !== undefined && imageReveal.revealed(src),
    () => false,
  )
  const shown = src !== undefined && failed !== src && (known || !deferImage)
  useLayoutEffect(() => {
    if (shown && !known && src !== undefined) return imageReveal.expect(src)
  }, [shown, known, src])
  useEffect(() => {
    if (!shown || known) return
    timer.current = setTimeout(() => setSlow(src), IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer.current)
  }, [shown, known, src])
  const status = connecting ? 'busy' : !src || failed === src || slow === src ? 'error' : 'loading'
  return (
    <button
      type="button"
      className="gw-li"
      tabIndex={tabIndex}
      aria-busy={connecting || undefined}
      data-wallet={choice.key}
      onClick={() => choose(choice)}
      style={{
        flexDirection: 'column',
        justifyContent: 'flex-start',
        gap: 3,
        height: '100%',
        minHeight: 0,
        padding: '8px 4px 4px',
      }}
    >
      <span className="gw-img gw-img--wallet gw-sz-md" data-status={status} aria-hidden="true">
        {connecting ? (
          <Spinner size="sm" />
        ) : (
          <>
            {status === 'error' && <Icon name="wallet" size={24} />}
            {shown && (
              <img
                src={src}
                alt=""
                draggable={false}
                decoding="async"
                style={known && slow !== src ? undefined : { display: 'none' }}
                onLoad={() => {
                  clearTimeout(timer.current)
                  imageReveal.settle(src, true)
                  if (slow === src) setSlow(undefined)
                }}
                onError={() => {
                  clearTimeout(timer.current)
                  imageReveal.settle(src, false)
                  setFailed(src)
                }}
              />
            )}
          </>
        )}
      </span>
      <span className="gw-li-label" style={name}>
        {choice.name}
      </span>
      {choice.tag && (
        <Tag variant={choice.tag === 'installed' ? 'success' : 'accent'}>
          {t(`connect.tag.${choice.tag}`)}
        </Tag>
      )}
    </button>
  )
})
