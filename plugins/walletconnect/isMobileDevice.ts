/** A phone or tablet: a coarse pointer or a mobile user agent (spec: open the wallet directly there). */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
  return coarse || /Android|iPhone|iPad|iPod|Mobile|Opera Mini/i.test(navigator.userAgent)
}
