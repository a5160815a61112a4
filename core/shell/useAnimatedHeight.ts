import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * The measured height of `content`, for a parent whose height transitions. It is measured before the
 * first paint too: a parent still at `height: auto` would jump, since a change from auto never animates.
 */
export function useAnimatedHeight(content: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = content.current
    if (!element || typeof ResizeObserver === 'undefined') return
    setHeight(element.offsetHeight)
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [content])
  return height
}
