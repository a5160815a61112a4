import { Buffer } from 'node:buffer'
import { inflateSync } from 'node:zlib'
import { crc32, PNG_SIGNATURE } from './pngFile.js'

/** Pixels as 8-bit RGBA, row by row, alpha not premultiplied. */
export interface RgbaImage {
  readonly width: number
  readonly height: number
  readonly rgba: Uint8Array
}

/** Larger images are not decoded (a 256 KiB file can inflate to far more). */
export const MAX_DECODED_PIXELS = 2048 * 2048
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }
const DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

function unfilter(data: Uint8Array, height: number, rowBytes: number, bpp: number): Uint8Array | undefined {
  const out = new Uint8Array(rowBytes * height)
  for (let y = 0; y < height; y++) {
    const filter = data[y * (rowBytes + 1)]
    const from = y * (rowBytes + 1) + 1
    const row = y * rowBytes
    const up = row - rowBytes
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= bpp ? out[row + x - bpp]! : 0
      const above = y > 0 ? out[up + x]! : 0
      const corner = y > 0 && x >= bpp ? out[up + x - bpp]! : 0
      const value = data[from + x]!
      let predicted: number
      if (filter === 0) predicted = 0
      else if (filter === 1) predicted = left
      else if (filter === 2) predicted = above
      else if (filter === 3) predicted = (left + above) >> 1
      else if (filter === 4) {
        const p = left + above - corner
        const pa = Math.abs(p - left)
        const pb = Math.abs(p - above)
        const pc = Math.abs(p - corner)
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? above : corner
      } else return undefined
      out[row + x] = (value + predicted) & 0xff
    }
  }
  return out
}

/**
 * The pixels of a PNG (every colour type and bit depth of the specification, palette and tRNS
 * transparency, the first frame of an APNG), or undefined for anything it does not read: not a PNG, a
 * damaged critical chunk (CRC), an interlaced image, one of over MAX_DECODED_PIXELS, or image data that
 * does not inflate to exactly its size. Colour profiles and gamma are not applied.
 */
export function decodePng(bytes: Uint8Array): RgbaImage | undefined {
  if (bytes.length < 8 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let width = 0
  let height = 0
  let depth = 0
  let colour = -1
  let palette: Uint8Array | undefined
  let transparency: Uint8Array | undefined
  const data: Uint8Array[] = []
  let offset = 8
  for (;;) {
    if (offset + 12 > bytes.length) return undefined
    const length = view.getUint32(offset)
    const end = offset + 8 + length
    if (end + 4 > bytes.length) return undefined
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))
    const body = bytes.subarray(offset + 8, end)
    const critical = (bytes[offset + 4]! & 0x20) === 0
    if (critical && crc32(bytes, offset + 4, end) !== view.getUint32(end)) return undefined
    if (type === 'IHDR') {
      if (length !== 13) return undefined
      width = view.getUint32(offset + 8)
      height = view.getUint32(offset + 12)
      depth = body[8]!
      colour = body[9]!
      if (body[10] !== 0 || body[11] !== 0 || body[12] !== 0) return undefined
    } else if (type === 'PLTE') palette = body
    else if (type === 'tRNS') transparency = body
    else if (type === 'IDAT') data.push(body)
    else if (type === 'IEND') break
    offset = end + 4
  }
  const channels = CHANNELS[colour]
  if (!channels || !DEPTHS[colour]?.includes(depth)) return undefined
  if (width < 1 || height < 1 || width * height > MAX_DECODED_PIXELS) return undefined
  if (colour === 3 && (!palette || palette.length % 3 !== 0)) return undefined
  const rowBytes = Math.ceil((width * channels * depth) / 8)
  const expected = (rowBytes + 1) * height
  let inflated: Uint8Array
  try {
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected })
  } catch {
    return undefined
  }
  if (inflated.length !== expected) return undefined
  const raw = unfilter(inflated, height, rowBytes, Math.max(1, (channels * depth) >> 3))
  if (!raw) return undefined

  // Every sample as a number (16 bits at most), row by row, then each pixel as RGBA.
  const perRow = width * channels
  const samples = depth === 8 ? undefined : new Uint16Array(perRow * height)
  if (samples)
    for (let y = 0; y < height; y++) {
      const row = y * rowBytes
      const line = y * perRow
      if (depth === 16)
        for (let i = 0; i < perRow; i++) samples[line + i] = (raw[row + 2 * i]! << 8) | raw[row + 2 * i + 1]!
      else {
        const mask = (1 << depth) - 1
        for (let i = 0; i < perRow; i++) {
          const bit = i * depth
          samples[line + i] = (raw[row + (bit >> 3)]! >> (8 - depth - (bit & 7))) & mask
        }
      }
    }
  const at = (y: number, i: number) => (samples ? samples[y * perRow + i]! : raw[y * rowBytes + i]!)
  const top = depth === 16 ? 65535 : (1 << depth) - 1
  const to8 = depth === 8 ? (value: number) => value : (value: number) => Math.round((value * 255) / top)
  const key = transparency && transparency.length >= 2 ? (transparency[0]! << 8) | transparency[1]! : -1
  const keyG = transparency?.length === 6 ? (transparency[2]! << 8) | transparency[3]! : -1
  const keyB = transparency?.length === 6 ? (transparency[4]! << 8) | transparency[5]! : -1
  const rgba = new Uint8Array(width * height * 4)
  for (let y = 0, out = 0; y < height; y++)
    for (let x = 0; x < width; x++, out += 4) {
      const i = x * channels
      if (colour === 3) {
        const index = at(y, i)
        if (index * 3 + 2 >= (palette as Uint8Array).length) return undefined
        rgba[out] = (palette as Uint8Array)[index * 3]!
        rgba[out + 1] = (palette as Uint8Array)[index * 3 + 1]!
        rgba[out + 2] = (palette as Uint8Array)[index * 3 + 2]!
        rgba[out + 3] = transparency && index < transparency.length ? transparency[index]! : 255
      } else if (colour === 0 || colour === 4) {
        const grey = at(y, i)
        const value = to8(grey)
        rgba[out] = value
        rgba[out + 1] = value
        rgba[out + 2] = value
        rgba[out + 3] = colour === 4 ? to8(at(y, i + 1)) : grey === key ? 0 : 255
      } else {
        const r = at(y, i)
        const g = at(y, i + 1)
        const b = at(y, i + 2)
        rgba[out] = to8(r)
        rgba[out + 1] = to8(g)
        rgba[out + 2] = to8(b)
        rgba[out + 3] = colour === 6 ? to8(at(y, i + 3)) : r === key && g === keyG && b === keyB ? 0 : 255
      }
    }
  return { width, height, rgba }
}
