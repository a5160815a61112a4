// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode.js'

afterEach(cleanup)

// The encoder is a lazy import: the first render waits for it (at once when an earlier file of the worker loaded it).
beforeAll(async () => {
  render(<QrCode value="first" label="first" />)
  await screen.findByRole('img', { name: 'first' })
  cleanup()
})

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

function draw(value: string, logoSrc?: string) {
  render(<QrCode value={value} label={`qr ${value.length}`} logoSrc={logoSrc} />)
  const svg = screen.getByRole('img', { name: `qr ${value.length}` })
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const rects = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => ({ x: +x!, y: +y!, w: +w! }))
  cleanup()
  return { d, size, rects, svg }
}

const dark = (rects: { x: number; y: number; w: number }[], x: number, y: number) =>
  rects.some((r) => r.y === y && x >= r.x && x < r.x + r.w)

describe('QrCode', () => {
  it('renders dark modules as one svg path with finder patterns in three corners', () => {
    const { size, rects } = draw(uri)
    expect(size).toBeGreaterThanOrEqual(21)
    expect((size - 21) % 4).toBe(0)
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect(rects).toContainEqual({ x, y, w: 7 })
      expect(dark(rects, x + 1, y + 1)).toBe(false)
      expect(dark(rects, x + 3, y + 3)).toBe(true)
    }
  })

  it('is deterministic and differs for different data', () => {
    expect(draw('hello').d).toBe(draw('hello').d)
    expect(draw('hello').d).not.toBe(draw('hellp').d)
  })

  it('grows with the length of the data', () => {
    const short = draw('wc:a@2').size
    const long = draw(uri).size
    const longer = draw(uri.repeat(4)).size
    expect(short).toBeLessThan(long)
    expect(long).toBeLessThan(longer)
  })

  it('clears a centred square for a logo', () => {
    const plain = draw(uri)
    const logo = draw(uri, 'https://img.test/wc.png')
    const c = (logo.size - 1) / 2
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) expect(dark(logo.rects, c + dx, c + dy)).toBe(false)
    expect(logo.svg.querySelector('image')?.getAttribute('href')).toBe('https://img.test/wc.png')
    expect(plain.svg.querySelector('image')).toBeNull()
  })
})
