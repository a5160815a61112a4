import { readFileSync } from 'node:fs'
import { deflateSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decodePng, MAX_DECODED_PIXELS } from './decodePng.js'
import { crc32, pngChunk, pngFile, pngHeader } from './pngFile.js'

// Images written by libpng (ImageMagick) and the pixels libpng reads from them: tests/fixtures/png/make.sh.
const FIXTURES = new URL('../../tests/fixtures/png/', import.meta.url)
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)))
const NAMES = {
  'grey, 1 bit': 'g1',
  'grey, 2 bits': 'g2',
  'grey, 4 bits': 'g4',
  'grey, 8 bits': 'g8',
  'grey, 16 bits': 'g16',
  'grey with a transparent key (tRNS)': 'gkey',
  'grey and alpha, 8 bits': 'ga8',
  'grey and alpha, 16 bits': 'ga16',
  'RGB, 8 bits': 'rgb8',
  'RGB, 16 bits': 'rgb16',
  'RGB with a transparent key (tRNS)': 'rgbkey',
  'RGBA, 8 bits': 'rgba8',
  'RGBA, 16 bits': 'rgba16',
  'palette, 1 bit': 'p2',
  'palette, 2 bits': 'p4',
  'palette, 4 bits': 'p16',
  'palette, 8 bits': 'p200',
  'palette with alpha (tRNS)': 'ptrns',
  'palette with a tRNS shorter than the palette': 'p16a',
} as const

/** libpng's pixels of a fixture, as 8-bit RGBA: a 16-bit sample v is round(v * 255 / 65535). */
function expectedPixels(name: string): Uint8Array {
  const pixels = fixture(`${name}.rgba`)
  if (!name.endsWith('16')) return pixels
  const view = new DataView(pixels.buffer, pixels.byteOffset, pixels.byteLength)
  return Uint8Array.from({ length: pixels.length / 2 }, (_, i) =>
    Math.round((view.getUint16(2 * i) * 255) / 65535),
  )
}

/** The filter byte of each row of a PNG's image data. */
function filtersOf(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  const bits = bytes[24]! * ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[bytes[25]!]!
  const parts: Uint8Array[] = []
  for (let at = 8; at < bytes.length; at += view.getUint32(at) + 12)
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'IDAT')
      parts.push(bytes.subarray(at + 8, at + 8 + view.getUint32(at)))
  const raw = inflateSync(Buffer.concat(parts))
  const stride = Math.ceil((width * bits) / 8) + 1
  return Array.from({ length: height }, (_, y) => raw[y * stride]!)
}

describe('decodePng', () => {
  it.each(Object.entries(NAMES))('reads %s as libpng does', (_, name) => {
    const decoded = decodePng(fixture(`${name}.png`))
    const view = new DataView(fixture(`${name}.png`).buffer)
    expect(decoded).toMatchObject({ width: view.getUint32(16), height: view.getUint32(20) })
    expect(Buffer.from(decoded!.rgba).equals(Buffer.from(expectedPixels(name)))).toBe(true)
  })

  it('the fixtures use every row filter', () => {
    const used = new Set(Object.values(NAMES).flatMap((name) => filtersOf(fixture(`${name}.png`))))
    expect([...used].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('reads nothing it cannot read whole', () => {
    const good = fixture('rgba8.png')
    expect(decodePng(fixture('il.png'))).toBeUndefined() // interlaced
    expect(decodePng(good.subarray(0, good.length - 20))).toBeUndefined() // cut short
    expect(decodePng(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
    const damaged = good.slice()
    damaged[40] = damaged[40]! ^ 0xff // in the image data: its CRC no longer matches
    expect(decodePng(damaged)).toBeUndefined()

    // Image data of `height` rows of `rowBytes` bytes, each filtered "none".
    const rows = (height: number, rowBytes: number) =>
      pngChunk('IDAT', deflateSync(new Uint8Array(height * (rowBytes + 1))))
    const end = pngChunk('IEND', new Uint8Array(0))
    // Well formed, a 4x2 grey image: read.
    expect(decodePng(pngFile([pngHeader(4, 2, 8, 0), rows(2, 4), end]))).toMatchObject({
      width: 4,
      height: 2,
    })
    // Image data one row short, or a row long: not read.
    expect(decodePng(pngFile([pngHeader(4, 3, 8, 0), rows(2, 4), end]))).toBeUndefined()
    expect(decodePng(pngFile([pngHeader(4, 1, 8, 0), rows(2, 4), end]))).toBeUndefined()
    // A bit depth its colour type does not have, a palette image with no palette.
    expect(decodePng(pngFile([pngHeader(4, 2, 4, 2), rows(2, 6), end]))).toBeUndefined()
    expect(decodePng(pngFile([pngHeader(4, 2, 8, 3), rows(2, 4), end]))).toBeUndefined()
    // Larger than MAX_DECODED_PIXELS: refused before inflating.
    const side = Math.sqrt(MAX_DECODED_PIXELS) + 1
    expect(decodePng(pngFile([pngHeader(side, side, 1, 0), rows(1, 1), end]))).toBeUndefined()
    // A palette index past the palette's end.
    const palette = pngChunk('PLTE', Uint8Array.of(255, 0, 0))
    const pixels = pngChunk('IDAT', deflateSync(Uint8Array.of(0, 1)))
    expect(decodePng(pngFile([pngHeader(1, 1, 8, 3), palette, pixels, end]))).toBeUndefined()
  })

  it('writes chunks whose CRC is the specification’s', () => {
    // The CRC-32 of "IEND" with no data is fixed by the PNG specification: AE 42 60 82.
    const chunk = pngChunk('IEND', new Uint8Array(0))
    expect([...chunk.subarray(8)]).toEqual([0xae, 0x42, 0x60, 0x82])
    expect(crc32(chunk, 4, 8)).toBe(0xae426082)
  })
})
