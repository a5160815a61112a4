import { describe, expect, it } from 'vitest'
import { createWalletSprites } from './createWalletSprites.js'

const image = (n: number) => ({ id: `img-${n}`, url: `https://dir.example/getWalletImage/img-${n}` })
const spriteUrl = (ids: readonly string[]) => `https://dir.example/getWalletImages?ids=${ids.join(',')}`
const alone = (n: number) => ({ src: image(n).url })

describe('createWalletSprites', () => {
  it('gives the images that appear together one sprite, a cell each, and keeps what it decided', () => {
    const sprites = createWalletSprites(new Set(), 24)
    const made = sprites.group([image(1), image(2), image(3)], spriteUrl)
    const sprite = spriteUrl(['img-1', 'img-2', 'img-3'])
    expect(made).toEqual([sprite])
    expect([1, 2, 3].map((n) => sprites.cell(image(n).url))).toEqual([
      { src: sprite, position: '0% 50%' },
      { src: sprite, position: '50% 50%' },
      { src: sprite, position: '100% 50%' },
    ])
    // the same object each time (a tile's useSyncExternalStore snapshot)
    expect(sprites.cell(image(2).url)).toBe(sprites.cell(image(2).url))
    // Rendered again, or beside a new row: the decided ones keep their cells; only the new ones are grouped.
    expect(sprites.group([image(2), image(3), image(4), image(5), image(4)], spriteUrl)).toEqual([
      spriteUrl(['img-4', 'img-5']),
    ])
    expect(sprites.cell(image(2).url)).toEqual({ src: sprite, position: '50% 50%' })
    expect(sprites.cell(image(5).url)).toEqual({ src: spriteUrl(['img-4', 'img-5']), position: '100% 50%' })
  })

  it('loads an image already loaded, or alone, from its own URL, and splits at the most a sprite holds', () => {
    const sprites = createWalletSprites(new Set([image(1).url]), 2)
    expect(sprites.group([image(1), image(2)], spriteUrl)).toEqual([])
    expect(sprites.cell(image(1).url)).toEqual(alone(1))
    expect(sprites.cell(image(2).url)).toEqual(alone(2))
    expect(sprites.group([image(3), image(4), image(5), image(6), image(7)], spriteUrl)).toEqual([
      spriteUrl(['img-3', 'img-4']),
      spriteUrl(['img-5', 'img-6']),
    ])
    expect(sprites.cell(image(7).url)).toEqual(alone(7))
    // never decided: its own URL, the same object each time
    expect(sprites.cell(image(9).url)).toEqual(alone(9))
    expect(sprites.cell(image(9).url)).toBe(sprites.cell(image(9).url))
  })

  it('splits at what the directory serves in one sprite when that is fewer', () => {
    const sprites = createWalletSprites(new Set(), 24)
    const five = [1, 2, 3, 4, 5].map(image)
    expect(sprites.group(five, spriteUrl, 2)).toEqual([
      spriteUrl(['img-1', 'img-2']),
      spriteUrl(['img-3', 'img-4']),
    ])
    expect(sprites.cell(image(5).url)).toEqual(alone(5))
    // a limit above the most a sprite holds, or none said, keeps that most
    expect(sprites.group([6, 7, 8].map(image), spriteUrl, 100)).toEqual([
      spriteUrl(['img-6', 'img-7', 'img-8']),
    ])
    expect(sprites.group([9, 10].map(image), spriteUrl, 0)).toEqual([spriteUrl(['img-9', 'img-10'])])
  })

  it('loads each image from its own URL when the directory serves no sprite of them', () => {
    const sprites = createWalletSprites(new Set(), 24)
    const asked: string[][] = []
    const none = (ids: readonly string[]) => {
      asked.push([...ids])
      return undefined
    }
    expect(sprites.group([image(1), image(2), image(3)], none)).toEqual([])
    expect(asked).toEqual([['img-1', 'img-2', 'img-3']])
    expect([1, 2, 3].map((n) => sprites.cell(image(n).url))).toEqual([alone(1), alone(2), alone(3)])
  })

  it('asks for no sprite again when the first fails (a directory without them), and tells the tiles', () => {
    const sprites = createWalletSprites(new Set(), 24)
    let heard = 0
    sprites.subscribe(() => heard++)
    const [sprite] = sprites.group([image(1), image(2)], spriteUrl)
    sprites.fail(sprite as string)
    sprites.fail(sprite as string)
    expect(heard).toBe(1)
    expect(sprites.cell(image(1).url)).toEqual(alone(1))
    expect(sprites.group([image(3), image(4)], spriteUrl)).toEqual([])
    expect(sprites.cell(image(4).url)).toEqual(alone(4))
  })

  it('once a sprite has loaded, a failing one sends only its own images back to their URLs', () => {
    const sprites = createWalletSprites(new Set(), 24)
    const [first] = sprites.group([image(1), image(2)], spriteUrl)
    const [second] = sprites.group([image(3), image(4)], spriteUrl)
    sprites.loaded(first as string)
    sprites.fail(second as string)
    expect(sprites.cell(image(3).url)).toEqual(alone(3))
    expect(sprites.cell(image(1).url).src).toBe(first)
    expect(sprites.group([image(5), image(6)], spriteUrl)).toEqual([spriteUrl(['img-5', 'img-6'])])
  })
})
