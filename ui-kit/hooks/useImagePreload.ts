import { useContext, useEffect, useState } from 'react'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../lib/IMAGE_PRELOAD_TIMEOUT_MS.js'
import { ListScrollingContext } from './ListScrollingContext.js'

export type ImageStatus = 'loading' | 'loaded' | 'error'

const loaded = new Set<string>()

/**
 * Preloads `src`: 'loading' until it loads ('loaded') or fails or takes longer than `timeoutMs` ('error').
 * An image that arrives after the timeout still switches to 'loaded'. No `src` is 'error'. Inside a WindowedList
 * being scrolled, the fetch waits until the list rests (rows scrolled past fetch and decode nothing).
 */
export function useImagePreload(src: string | undefined, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): ImageStatus {
  const [state, setState] = useState<{ src?: string; status: ImageStatus }>({ src, status: 'loading' })
  const scrolling = useContext(ListScrollingContext)
  useEffect(() => {
    if (!src || loaded.has(src) || scrolling) return
    const image = new Image()
    const timer = setTimeout(() => setState({ src, status: 'error' }), timeoutMs)
    image.onload = () => {
      clearTimeout(timer)
      loaded.add(src)
      setState({ src, status: 'loaded' })
    }
    image.onerror = () => {
      clearTimeout(timer)
      setState({ src, status: 'error' })
    }
    image.src = src
    return () => {
      clearTimeout(timer)
      image.onload = image.onerror = null
    }
  }, [src, timeoutMs, scrolling])
  if (!src) return 'error'
  if (loaded.has(src)) return 'loaded'
  return state.src === src ? state.status : 'loading'
}
