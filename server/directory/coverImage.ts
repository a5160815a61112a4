import type { RgbaImage } from './decodePng.js'

/** Weights of the source pixels for each of `size` output pixels over the source span [start, start + span). */
function weights(start: number, span: number, size: number, limit: number) {
  const scale = span / size
  // A triangle filter as wide as a source pixel when enlarging (linear), as an output pixel when shrinking.
  const support = Math.max(1, scale)
  return Array.from({ length: size }, (_, index) => {
    const centre = start + (index + 0.5) * scale
    const from = Math.max(0, Math.floor(centre - support))
    const to = Math.min(limit - 1, Math.ceil(centre + support))
    const taps: number[] = []
    let total = 0
    for (let at = from; at <= to; at++) {
      const weight = Math.max(0, 1 - Math.abs(at + 0.5 - centre) / support)
      taps.push(weight)
      total += weight
    }
    return { from, taps: taps.map((weight) => (total > 0 ? weight / total : 0)) }
  })
}

/**
 * `image` scaled to `size` x `size` as CSS `object-fit: cover` shows it: the centred square of its
 * shorter side, resampled with a triangle filter over premultiplied alpha (no dark fringes at
 * transparent edges). An image already `size` x `size` is returned as it is.
 */
export function coverImage(image: RgbaImage, size: number): RgbaImage {
  if (image.width === size && image.height === size) return image
  const side = Math.min(image.width, image.height)
  const x0 = (image.width - side) / 2
  const y0 = (image.height - side) / 2
  const across = weights(x0, side, size, image.width)
  const down = weights(y0, side, size, image.height)
  // Rows first: each source row of the crop to `size` premultiplied pixels.
  const rows = new Float32Array(image.height * size * 4)
  const { rgba, width } = image
  const first = down[0]?.from ?? 0
  const last = Math.max(...down.map((item) => item.from + item.taps.length - 1))
  for (let y = first; y <= last; y++)
    across.forEach(({ from, taps }, x) => {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      taps.forEach((weight, tap) => {
        const at = (y * width + from + tap) * 4
        const alpha = (rgba[at + 3]! / 255) * weight
        r += rgba[at]! * alpha
        g += rgba[at + 1]! * alpha
        b += rgba[at + 2]! * alpha
        a += alpha
      })
      const at = (y * size + x) * 4
      rows[at] = r
      rows[at + 1] = g
      rows[at + 2] = b
      rows[at + 3] = a
    })
  const out = new Uint8Array(size * size * 4)
  down.forEach(({ from, taps }, y) => {
    for (let x = 0; x < size; x++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      taps.forEach((weight, tap) => {
        const at = ((from + tap) * size + x) * 4
        r += rows[at]! * weight
        g += rows[at + 1]! * weight
        b += rows[at + 2]! * weight
        a += rows[at + 3]! * weight
      })
      const at = (y * size + x) * 4
      if (a <= 0) continue
      out[at] = Math.round(r / a)
      out[at + 1] = Math.round(g / a)
      out[at + 2] = Math.round(b / a)
      out[at + 3] = Math.round(a * 255)
    }
  })
  return { width: size, height: size, rgba: out }
}
