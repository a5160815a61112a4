/** True inside an iframe, where a wallet's native link must target the top window and needs a tap. */
export function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.top !== window.self
  } catch {
    return true
  }
}
