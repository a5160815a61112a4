/** Where a key moves the focus in a grid of `count` tiles, `columns` a row and `pageRows` rows a page; undefined for other keys. */
export function gridStep(
  key: string,
  index: number,
  count: number,
  columns: number,
  pageRows: number,
): number | undefined {
  const last = count - 1
  const page = columns * Math.max(1, pageRows)
  const clamp = (target: number) => Math.min(last, Math.max(0, target))
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1)
    case 'ArrowLeft':
      return clamp(index - 1)
    case 'ArrowDown':
      return index + columns <= last
        ? index + columns
        : Math.floor(index / columns) < Math.floor(last / columns)
          ? last
          : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'PageDown':
      return index + page <= last ? index + page : clamp(last - ((last - index) % columns))
    case 'PageUp':
      return index - page >= 0 ? index - page : index % columns
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}
