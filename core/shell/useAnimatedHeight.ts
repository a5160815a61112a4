import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * The measured height of `content`, for a parent whose height transitions. The first measure comes from
 * the ResizeObserver's first report, made after the first layout and before the first paint: reading it
 * while the modal renders would force a layout of its own (about 15 ms in a cold first open). Until then
 * the parent is at `height: auto`, which is the same height.
 */
export function useAnimatedHeight(content: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = content.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [content])
  return height
}
