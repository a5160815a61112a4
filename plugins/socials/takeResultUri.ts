/** Reads result_uri from `win`'s address and removes it from the address bar (history.replaceState): the value, or undefined. */
export function takeResultUri(win: Window): string | undefined {
  let url: URL
  try {
    url = new URL(win.location.href)
  } catch {
    return undefined
  }
  const value = url.searchParams.get('result_uri')
  if (value === null) return undefined
  url.searchParams.delete('result_uri')
  try {
    win.history.replaceState(win.history.state, '', url.href)
  } catch {}
  return value.length <= 2_048 ? value : undefined
}
