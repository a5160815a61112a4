import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Icon, IMAGE_PRELOAD_TIMEOUT_MS, Spinner, Tag, useTranslate } from '../../entries/plugin.js'
import { imageReveal } from './imageReveal.js'
import { loadedImages } from './loadedImages.js'
import type { WalletChoice } from './WalletChoice.js'
import { walletSprites } from './walletSprites.js'

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
 * `<img>` over a still placeholder: its cell of a sprite (walletSprites), shown as it arrives with the
 * sprite's other tiles; or its own URL, left out of the layout (so that its arrival costs no frame) until
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
  const own = choice.imageUrl
  // Its cell of a sprite when the grid asked for it with its neighbours' (walletSprites), else its own URL.
  const cell = useSyncExternalStore(
    walletSprites.subscribe,
    () => (own ? walletSprites.cell(own) : undefined),
    () => (own ? walletSprites.cell(own) : undefined),
  )
  const src = cell?.src
  const [failed, setFailed] = useState<string>()
  const [slow, setSlow] = useState<string>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const known = useSyncExternalStore(
    imageReveal.subscribe,
    () => src !== undefined && imageReveal.revealed(src),
    () => false,
  )
  // A sprite's tiles show their cells together by themselves (one image): they take no part in imageReveal's
  // batches, so that its arrival re-renders nothing.
  const sprite = cell?.position !== undefined
  const shown = src !== undefined && failed !== src && (known || !deferImage)
  useLayoutEffect(() => {
    if (shown && !known && !sprite && src !== undefined) return imageReveal.expect(src)
  }, [shown, known, sprite, src])
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
                style={{
                  objectPosition: cell?.position,
                  ...((known || sprite) && slow !== src ? undefined : { display: 'none' }),
                }}
                onLoad={() => {
                  clearTimeout(timer.current)
                  if (sprite) {
                    walletSprites.loaded(src)
                    loadedImages.add(src)
                  } else imageReveal.settle(src, true)
                  if (slow === src) setSlow(undefined)
                }}
                onError={() => {
                  clearTimeout(timer.current)
                  // A sprite that failed: walletSprites gives the tile its own URL.
                  if (sprite) walletSprites.fail(src)
                  else {
                    imageReveal.settle(src, false)
                    setFailed(src)
                  }
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
