import { encode } from 'uqr'

export type QrEcc = 'L' | 'M' | 'Q' | 'H'

/**
 * SVG path of a QR code's dark modules (one unit per module, no quiet zone), runs merged per row.
 * `hole` (0..0.3) leaves a centred square of that share of the width empty, for a logo.
 */
export function qrPath(value: string, ecc: QrEcc = 'M', hole = 0): { d: string; size: number; hole: number } {
  const { data, size } = encode(value, { ecc, border: 0 })
  const span = hole > 0 ? Math.ceil(size * hole) + ((Math.ceil(size * hole) + size) % 2) : 0
  const lo = (size - span) / 2
  const hi = lo + span
  let d = ''
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? []
    const skip = y >= lo && y < hi
    for (let x = 0; x < size; ) {
      if (!row[x] || (skip && x >= lo && x < hi)) {
        x++
        continue
      }
      const from = x
      while (x < size && row[x] && !(skip && x >= lo && x < hi)) x++
      d += `M${from} ${y}h${x - from}v1h${from - x}z`
    }
  }
  return { d, size, hole: span }
}
