/** Copies text with the Clipboard API, else with a temporary textarea placed beside `near`. */
export async function copyText(text: string, near?: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {}
  const area = document.createElement('textarea')
  try {
    area.value = text
    area.setAttribute('readonly', '')
    area.setAttribute('aria-hidden', 'true')
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0'
    ;(near?.parentNode ?? document.body).appendChild(area)
    area.focus()
    area.select()
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
    near?.focus()
  }
}
