import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChromiumPixels, decodeInChromium } from '../../tests/fixtures/decodeInChromium.js'
import { launchChromium } from '../../tests/fixtures/launchChromium.js'
import { renderWalletImage } from './renderWalletImage.js'

type Decoded = ChromiumPixels

let browser: Browser
let tab: Page

beforeAll(async () => {
  browser = await launchChromium()
  tab = await browser.newPage()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

const decode = (...images: { bytes: Uint8Array }[]) => decodeInChromium(tab, ...images)

const pixel = (image: Decoded, x: number, y: number) => {
  const at = (y * image.width + x) * 4
  return image.rgba.slice(at, at + 4)
}
const WHITE = [255, 255, 255, 255]
// The letter's 5 x 7 cells are 8 px squares from (28, 20); the middle of cell (column, row):
const cell = (column: number, row: number) => [28 + column * 8 + 4, 20 + row * 8 + 4] as const

describe('renderWalletImage', () => {
  it('is a 96 x 96 PNG that Chromium decodes: a rounded square with transparent corners and the initial in white', async () => {
    const image = renderWalletImage('com.example.test', 'Test Wallet')
    expect(image.contentType).toBe('image/png')
    expect([...image.bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const [decoded] = await decode(image)
    expect(decoded).toMatchObject({ width: 96, height: 96 })
    for (const [x, y] of [
      [0, 0],
      [95, 0],
      [0, 95],
      [95, 95],
    ] as const)
      expect(pixel(decoded!, x, y)[3], `corner ${x},${y}`).toBe(0)
    for (const [x, y] of [
      [48, 1],
      [1, 48],
      [94, 48],
      [48, 94],
    ] as const)
      expect(pixel(decoded!, x, y)[3], `edge ${x},${y}`).toBe(255)
    // T: the whole top row and the middle column are ink; the lower left is not.
    for (const column of [0, 1, 2, 3, 4]) expect(pixel(decoded!, ...cell(column, 0))).toEqual(WHITE)
    for (const row of [1, 3, 6]) expect(pixel(decoded!, ...cell(2, row))).toEqual(WHITE)
    expect(pixel(decoded!, ...cell(0, 6))).not.toEqual(WHITE)
    expect(pixel(decoded!, 4, 48)).not.toEqual(WHITE)
  })

  it('gives the same bytes for the same id and name, and different images for different ids', async () => {
    const first = renderWalletImage('io.example.alpha', 'Alpha')
    expect(renderWalletImage('io.example.alpha', 'Alpha').bytes).toEqual(first.bytes)
    const others = ['io.example.beta', 'io.example.gamma', 'io.example.delta'].map((id) =>
      renderWalletImage(id, 'Alpha'),
    )
    const [a, ...rest] = await decode(first, ...others)
    for (const other of rest) {
      expect(other!.rgba).not.toEqual(a!.rgba)
      // Same initial in the same place whatever the id:
      expect(pixel(other!, ...cell(2, 0))).toEqual(WHITE)
    }
    const backgrounds = new Set([a, ...rest].map((image) => pixel(image!, 2, 48).join()))
    expect(backgrounds.size).toBeGreaterThan(1)
  })

  it('keeps the colour and pattern of an id whatever the name, and draws the name initial (else nothing)', async () => {
    const [m, w, none] = await decode(
      renderWalletImage('shared-id', 'Mint'),
      renderWalletImage('shared-id', 'wave'),
      renderWalletImage('---', '***'),
    )
    for (const [x, y] of [
      [4, 48],
      [20, 4],
      [90, 60],
    ] as const)
      expect(pixel(w!, x, y)).toEqual(pixel(m!, x, y))
    // M has ink in column 1 row 1, W does not; W has ink in column 2 row 5, M does not.
    expect(pixel(m!, ...cell(1, 1))).toEqual(WHITE)
    expect(pixel(w!, ...cell(1, 1))).not.toEqual(WHITE)
    expect(pixel(w!, ...cell(2, 5))).toEqual(WHITE)
    expect(pixel(m!, ...cell(2, 5))).not.toEqual(WHITE)
    let white = 0
    for (let y = 0; y < 96; y++)
      for (let x = 0; x < 96; x++) if (pixel(none!, x, y).join() === '255,255,255,255') white++
    expect(white).toBe(0)
  })

  it('stays small: every image of a thousand ids under 2 KB, and all of them distinct', () => {
    const seen = new Set<string>()
    for (let index = 0; index < 1_000; index++) {
      const { bytes } = renderWalletImage(`wallet-${index}`, `Wallet ${index}`)
      expect(bytes.length).toBeLessThan(2_048)
      seen.add(Buffer.from(bytes).toString('base64'))
    }
    expect(seen.size).toBe(1_000)
  })
})
