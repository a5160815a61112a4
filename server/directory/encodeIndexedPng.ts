import { deflateSync } from 'node:zlib'
import type { PaletteColour } from './PaletteColour.js'
import { pngChunk, pngFile, pngHeader } from './pngFile.js'

/**
 * A PNG (colour type 3, 4 bits a pixel, no interlace) of `width` x `height` palette indices (row by
 * row, each below 16), with a tRNS chunk for the palette's alpha: the chunk layout and CRC-32 of the
 * PNG specification, the image data deflated by node:zlib, every row with filter 0 (none).
 */
export function encodeIndexedPng(
  width: number,
  height: number,
  pixels: Uint8Array,
  palette: readonly PaletteColour[],
): Uint8Array {
  if (palette.length < 1 || palette.length > 16) throw new RangeError('The palette must hold 1 to 16 colours')
  if (pixels.length !== width * height) throw new RangeError('Pixel count does not match the size')
  const rowBytes = Math.ceil(width / 2)
  const raw = new Uint8Array((rowBytes + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1) + 1
    for (let x = 0; x < width; x++) {
      const index = pixels[y * width + x]!
      if (index >= palette.length) throw new RangeError(`Pixel ${x},${y} is outside the palette`)
      raw[row + (x >> 1)] = raw[row + (x >> 1)]! | (x & 1 ? index : index << 4)
    }
  }
  const colours = new Uint8Array(palette.length * 3)
  const alphas = new Uint8Array(palette.length)
  palette.forEach(([red, green, blue, alpha], index) => {
    colours.set([red, green, blue], index * 3)
    alphas[index] = alpha
  })
  return pngFile([
    pngHeader(width, height, 4, 3),
    pngChunk('PLTE', colours),
    pngChunk('tRNS', alphas),
    pngChunk('IDAT', deflateSync(raw, { level: 9, windowBits: 10, memLevel: 2 })),
    pngChunk('IEND', new Uint8Array(0)),
  ])
}
