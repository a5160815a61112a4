import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChromiumPixels, decodeInChromium } from '../../tests/fixtures/decodeInChromium.js'
import { launchChromium } from '../../tests/fixtures/launchChromium.js'
import type { DirectoryImage } from './DirectoryImage.js'
import { renderWalletImage } from './renderWalletImage.js'
import { renderWalletSprite, SPRITE_CELL, SPRITE_GUTTER, svgAspectRatio } from './renderWalletSprite.js'

let browser: Browser
let tab: Page

beforeAll(async () => {
  browser = await launchChromium()
  tab = await browser.newPage()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

const fixture = (name: string): DirectoryImage => ({
  contentType: 'image/png',
  bytes: new Uint8Array(readFileSync(new URL(`../../tests/fixtures/png/${name}`, import.meta.url))),
})
const PITCH = SPRITE_CELL + SPRITE_GUTTER
/** Column x of a decoded image, top to bottom, as one string. */
const column = (image: ChromiumPixels, x: number) =>
  Array.from({ length: image.height }, (_, y) =>
    image.rgba.slice((y * image.width + x) * 4, (y * image.width + x + 1) * 4),
  ).join(';')
/** The square of `side` from column `left` of a decoded image. */
const square = (image: ChromiumPixels, left: number, side = SPRITE_CELL) =>
  Array.from({ length: side }, (_, y) =>
    image.rgba.slice((y * image.width + left) * 4, (y * image.width + left + side) * 4),
  )

describe('renderWalletSprite', () => {
  it('lays drawn and foreign PNGs in a row of cells, each as the image alone shows, gaps repeating the edges', async () => {
    const drawn = ['io.example.one', 'io.example.two', 'io.example.three'].map((id) =>
      renderWalletImage(id, id.slice(11)),
    )
    const foreign = fixture('rgba8.png') // 13 x 7, RGBA: shown cropped to its centred 7 x 7
    const sprite = renderWalletSprite([...drawn, foreign])
    expect(sprite.contentType).toBe('image/png')
    const [decoded, ...alone] = await decodeInChromium(tab, sprite, ...drawn, {
      ...foreign,
      crop: [3, 0, 7, 7],
      size: SPRITE_CELL,
    })
    expect(decoded).toMatchObject({ width: 4 * SPRITE_CELL + 3 * SPRITE_GUTTER, height: SPRITE_CELL })
    drawn.forEach((_, index) => {
      expect(square(decoded!, index * PITCH).join(';'), `cell ${index}`).toBe(
        square(alone[index]!, 0).join(';'),
      )
    })
    // The foreign image, cropped as object-fit: cover and enlarged: near Chromium's own enlargement.
    const ours = square(decoded!, 3 * PITCH).flat()
    const theirs = square(alone[3]!, 0).flat()
    const far = ours.filter((value, index) => Math.abs(value - theirs[index]!) > 24)
    expect(far.length / ours.length).toBeLessThan(0.02)
    for (let gap = 0; gap < 3; gap++) {
      const left = gap * PITCH + SPRITE_CELL
      expect(column(decoded!, left)).toBe(column(decoded!, left - 1))
      expect(column(decoded!, left + 1)).toBe(column(decoded!, left + 2))
    }
  })

  it('is an SVG of the images as data when one is no PNG it reads: Chromium shows each in its cell', async () => {
    const logo = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2" fill="#0a0"/><rect x="1" width="2" height="2" fill="#00f"/></svg>',
    )
    const drawn = renderWalletImage('io.example.one', 'one')
    const interlaced = fixture('il.png')
    const sprite = renderWalletSprite([drawn, { contentType: 'image/svg+xml', bytes: logo }, interlaced])
    expect(sprite.contentType).toBe('image/svg+xml')
    const text = new TextDecoder().decode(sprite.bytes)
    expect(text.match(/<image /g)).toHaveLength(3)
    const [decoded, alone] = await decodeInChromium(tab, { ...sprite, contentType: 'image/svg+xml' }, drawn)
    expect(decoded).toMatchObject({ width: 3 * SPRITE_CELL + 2 * SPRITE_GUTTER, height: SPRITE_CELL })
    const at = (x: number, y: number) =>
      decoded!.rgba.slice((y * decoded!.width + x) * 4, (y * decoded!.width + x + 1) * 4)
    // The drawn image's background, well inside its rounded square.
    expect(at(4, 48)).toEqual(alone!.rgba.slice((48 * 96 + 4) * 4, (48 * 96 + 5) * 4))
    // The 2:1 logo cropped to its middle: blue in its cell's middle and to its sides, no green.
    for (const x of [PITCH + 2, PITCH + 48, PITCH + 93]) expect(at(x, 48)).toEqual([0, 0, 255, 255])
    // The interlaced PNG is shown too (Chromium reads it), not left empty.
    expect(at(2 * PITCH + 48, 48)[3]).toBe(255)
  })

  it('reads an SVG’s ratio as a browser sizes it: width and height, else the viewBox', () => {
    const ratio = (root: string) =>
      svgAspectRatio(new TextEncoder().encode(`<?xml version="1.0"?><!-- x --><svg ${root}><path/></svg>`))
    expect(ratio('width="40" height="20" viewBox="0 0 1 1"')).toBe(2)
    expect(ratio("width='30px' height='60px'")).toBe(0.5)
    expect(ratio('width="100%" height="50%" viewBox="0,0 , 3 1"')).toBe(3)
    expect(ratio('stroke-width="4" viewBox="-5 -5 10 40"')).toBe(0.25)
    for (const unreadable of [
      '',
      'viewBox="0 0 0 10"',
      'viewBox="0 0 1e999 1"',
      'width="4" width="8" height="2"',
      'viewBox="0 0 a b"',
    ])
      expect(ratio(unreadable), unreadable).toBeUndefined()
  })
})
