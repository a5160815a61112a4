import { deflateSync } from 'node:zlib'
import type { PaletteColour } from './PaletteColour.js'

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length))
  return out
}

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
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([4, 3, 0, 0, 0], 8)
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
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('PLTE', colours),
    chunk('tRNS', alphas),
    chunk('IDAT', deflateSync(raw, { level: 9, windowBits: 10, memLevel: 2 })),
    chunk('IEND', new Uint8Array(0)),
  ]
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    png.set(part, offset)
    offset += part.length
  }
  return png
}
