import { createHash } from 'node:crypto'
import type { RgbaImage } from './decodePng.js'
import { encodeIndexedPng } from './encodeIndexedPng.js'
import { glyphs5x7 } from './glyphs5x7.js'
import type { PaletteColour } from './PaletteColour.js'

const SIZE = 96
const RADIUS = 22
const CELL = 16
const GLYPH_SCALE = 8
const GLYPH_X = (SIZE - 5 * GLYPH_SCALE) / 2
const GLYPH_Y = (SIZE - 7 * GLYPH_SCALE) / 2
const SHADOW = 3
const EDGE_ALPHAS = [255, 170, 85] as const
const [BACKGROUND, CELLS, INK, INK_SHADOW] = [1, 4, 7, 8] as const

function hsl(hue: number, saturation: number, lightness: number, alpha: number): PaletteColour {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const part = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [part(0), part(8), part(4), alpha]
}

/** How much of pixel (x, y) the rounded square covers: 0 (none) to 3 (all). */
function coverageAt(x: number, y: number): number {
  const dx = Math.max(RADIUS - (x + 0.5), x + 0.5 - (SIZE - RADIUS), 0)
  const dy = Math.max(RADIUS - (y + 0.5), y + 0.5 - (SIZE - RADIUS), 0)
  if (dx === 0 || dy === 0) return 3
  const covered = RADIUS + 0.5 - Math.hypot(dx, dy)
  return covered >= 0.83 ? 3 : covered >= 0.5 ? 2 : covered >= 0.17 ? 1 : 0
}

const COVERAGE = Uint8Array.from({ length: SIZE * SIZE }, (_, index) =>
  coverageAt(index % SIZE, Math.floor(index / SIZE)),
)

function initialOf(name: string, id: string): string | undefined {
  for (const text of [name, id]) {
    const found = /[A-Za-z0-9]/.exec(text.normalize('NFKD'))?.[0]
    if (found) return found.toUpperCase()
  }
  return undefined
}

// The pixels behind each drawn image's bytes, while those bytes are kept: a sprite takes them without decoding.
const drawn = new WeakMap<
  Uint8Array,
  { readonly pixels: Uint8Array; readonly palette: readonly PaletteColour[] }
>()

/** The pixels of an image renderWalletImage drew (its very bytes), as RGBA; undefined for any other bytes. */
export function drawnPixels(bytes: Uint8Array): RgbaImage | undefined {
  const found = drawn.get(bytes)
  if (!found) return undefined
  const colours = new Uint32Array(found.palette.length)
  const rgba = new Uint8Array(SIZE * SIZE * 4)
  const view = new Uint32Array(rgba.buffer)
  const probe = new Uint8Array(4)
  found.palette.forEach((colour, index) => {
    probe.set(colour)
    colours[index] = new Uint32Array(probe.buffer)[0] as number
  })
  for (let at = 0; at < found.pixels.length; at++) view[at] = colours[found.pixels[at] as number] as number
  return { width: SIZE, height: SIZE, rgba }
}

/**
 * A wallet's image when neither the directory nor the host has one: a 96 x 96 PNG (a 16-colour
 * palette, well under 2 KB), a rounded square in a colour derived from `id` with a mirrored 6 x 6
 * pattern from the same hash, and the first letter or digit of `name` in a built-in bitmap font.
 * Pure: the same id and name always give the same bytes.
 */
export function renderWalletImage(id: string, name: string): { contentType: 'image/png'; bytes: Uint8Array } {
  const hash = createHash('sha256').update(id).digest()
  const hue = ((hash[0]! << 8) | hash[1]!) % 360
  const saturation = 0.5 + (hash[5]! / 255) * 0.2
  const palette: PaletteColour[] = [[0, 0, 0, 0]]
  for (const alpha of EDGE_ALPHAS) palette.push(hsl(hue, saturation, 0.36, alpha))
  for (const alpha of EDGE_ALPHAS) palette.push(hsl(hue, saturation, 0.46, alpha))
  palette.push([255, 255, 255, 255], hsl(hue, saturation, 0.2, 255))
  const pattern = (hash[2]! << 16) | (hash[3]! << 8) | hash[4]!
  const pixels = new Uint8Array(SIZE * SIZE)
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const covered = COVERAGE[y * SIZE + x]!
      if (covered === 0) continue
      const column = Math.floor(x / CELL)
      const bit = Math.floor(y / CELL) * 3 + Math.min(column, 5 - column)
      pixels[y * SIZE + x] = ((pattern >> bit) & 1 ? CELLS : BACKGROUND) + 3 - covered
    }
  const glyph = glyphs5x7[initialOf(name, id) ?? '']?.split(' ')
  if (glyph)
    for (const [index, offset] of [
      [INK_SHADOW, SHADOW],
      [INK, 0],
    ] as const)
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < 5; gx++) {
          if (row[gx] !== '#') continue
          for (let py = 0; py < GLYPH_SCALE; py++) {
            const start =
              (GLYPH_Y + offset + gy * GLYPH_SCALE + py) * SIZE + GLYPH_X + offset + gx * GLYPH_SCALE
            pixels.fill(index, start, start + GLYPH_SCALE)
          }
        }
      })
  const bytes = encodeIndexedPng(SIZE, SIZE, pixels, palette)
  drawn.set(bytes, { pixels, palette })
  return { contentType: 'image/png', bytes }
}
