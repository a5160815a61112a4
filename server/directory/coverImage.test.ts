import { describe, expect, it } from 'vitest'
import { coverImage } from './coverImage.js'
import type { RgbaImage } from './decodePng.js'

/** An image of `width` x `height` whose pixel (x, y) is `colour(x, y)`. */
function image(
  width: number,
  height: number,
  colour: (x: number, y: number) => readonly number[],
): RgbaImage {
  const rgba = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set(colour(x, y), (y * width + x) * 4)
  return { width, height, rgba }
}
const pixels = ({ rgba }: RgbaImage) =>
  Array.from({ length: rgba.length / 4 }, (_, i) => [...rgba.subarray(4 * i, 4 * i + 4)])
const RED = [255, 0, 0, 255]
const GREEN = [0, 200, 0, 255]
const BLUE = [0, 0, 255, 255]

describe('coverImage', () => {
  it('returns an image already of the size as it is', () => {
    const square = image(8, 8, () => RED)
    expect(coverImage(square, 8)).toBe(square)
  })

  it('keeps the centred square of a wide or tall image, as object-fit: cover does', () => {
    const wide = image(24, 8, (x) => (x < 8 ? RED : x < 16 ? GREEN : BLUE))
    expect(new Set(pixels(coverImage(wide, 8)).map(String))).toEqual(new Set([GREEN.join()]))
    const tall = image(8, 24, (_, y) => (y < 8 ? RED : y < 16 ? GREEN : BLUE))
    // Shrunk, the filter of the first and last rows reaches a little past the square (as a browser's does).
    const covered = coverImage(tall, 4)
    expect(covered).toMatchObject({ width: 4, height: 4 })
    const rows = pixels(covered).map(String)
    expect(new Set(rows.slice(4, 12))).toEqual(new Set([GREEN.join()]))
    for (const [r, g, b] of pixels(covered)) expect(g!).toBeGreaterThan(3 * Math.max(r!, b!))
  })

  it('averages what it shrinks, over premultiplied alpha: no dark fringe from transparent pixels', () => {
    const checks = image(16, 16, (x, y) => ((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]))
    const inside = (list: number[][]) => list.filter((_, i) => i % 8 > 0 && i % 8 < 7 && i > 8 && i < 56)
    for (const [r, g, b, a] of inside(pixels(coverImage(checks, 8)))) {
      expect(Math.abs(r! - 127.5)).toBeLessThanOrEqual(0.5)
      expect([g, b, a]).toEqual([r, r, 255])
    }
    // Every other pixel fully transparent black: the red stays red, half covering.
    const holes = image(16, 16, (x, y) => ((x + y) % 2 ? RED : [0, 0, 0, 0]))
    for (const [r, g, b, a] of inside(pixels(coverImage(holes, 8)))) {
      expect([r, g, b]).toEqual([255, 0, 0])
      expect(Math.abs(a! - 127.5)).toBeLessThanOrEqual(0.5)
    }
    // Wholly transparent stays wholly transparent.
    expect(
      new Set(
        pixels(
          coverImage(
            image(6, 6, () => [9, 9, 9, 0]),
            3,
          ),
        ).map(String),
      ),
    ).toEqual(new Set(['0,0,0,0']))
  })

  it('enlarges smoothly: a black half and a white half meet in a ramp, edges kept', () => {
    const halves = image(4, 4, (x) => (x < 2 ? [0, 0, 0, 255] : [255, 255, 255, 255]))
    const row = pixels(coverImage(halves, 16))
      .slice(0, 16)
      .map(([r]) => r!)
    expect(row[0]).toBe(0)
    expect(row[15]).toBe(255)
    for (let x = 1; x < 16; x++) expect(row[x]!).toBeGreaterThanOrEqual(row[x - 1]!)
    expect(row.filter((value) => value > 0 && value < 255).length).toBeGreaterThan(1)
  })
})
