import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GangwayError } from '../../entries/plugin.js'
import { sanitizeWalletEntry } from '../../plugins/connect/sanitizeWalletEntry.js'
import { DirectoryFileError } from './DirectoryFileError.js'
import { loadDirectoryFile } from './loadDirectoryFile.js'
import { renderWalletImage } from './renderWalletImage.js'

let root: string
let folder: string
let count = 0

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gangway-directory-file-'))
  folder = join(root, 'host')
  mkdirSync(join(folder, 'images'), { recursive: true })
  writeFileSync(join(root, 'outside.png'), renderWalletImage('outside', 'Outside').bytes)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Writes a directory file (JSON of `content`, or the string as it is) into the host folder. */
function file(content: unknown): string {
  const path = join(folder, `directory-${++count}.json`)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}
function image(name: string, bytes: Uint8Array | string): string {
  writeFileSync(join(folder, 'images', name), bytes)
  return `images/${name}`
}
async function problemsOf(path: string): Promise<readonly string[]> {
  const error = await loadDirectoryFile(path).catch((reason: unknown) => reason)
  expect(error).toBeInstanceOf(DirectoryFileError)
  expect(error).toBeInstanceOf(GangwayError)
  expect((error as DirectoryFileError).metaMessages).toEqual((error as DirectoryFileError).problems)
  expect((error as DirectoryFileError).message).toContain(path)
  return (error as DirectoryFileError).problems
}

const full = {
  id: 'acme-wallet',
  name: 'Acme Wallet',
  image_id: 'acme-wallet-2',
  rdns: 'com.acme.wallet',
  mobile_link: 'acme://',
  desktop_link: 'https://link.acme.example/open',
  webapp_link: 'https://app.acme.example',
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  homepage: 'https://acme.example',
}

describe('loadDirectoryFile', () => {
  it('reads added wallets, removed ids and images of the four types, told by their bytes', async () => {
    const png = renderWalletImage('acme-wallet', 'Acme').bytes
    const svg =
      '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ])
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0])
    const path = file({
      add: [full, { id: 'plain', name: 'Plain' }],
      remove: ['metamask', 'rabby', 'metamask'],
      images: {
        'acme-wallet': image('acme.png', png),
        plain: image('plain.webp.svg', svg),
        phantom: `./${image('phantom.bin', webp)}`,
        zerion: image('zerion.jpg', jpeg),
      },
    })
    const loaded = await loadDirectoryFile(path)
    expect(loaded.add).toEqual([full, { id: 'plain', name: 'Plain' }])
    for (const entry of loaded.add) {
      const { homepage: _homepage, ...served } = entry as typeof full
      expect(sanitizeWalletEntry(entry)).toEqual(served)
    }
    expect(loaded.remove).toEqual(['metamask', 'rabby'])
    expect(Object.fromEntries([...loaded.images].map(([id, { contentType }]) => [id, contentType]))).toEqual({
      'acme-wallet': 'image/png',
      plain: 'image/svg+xml',
      phantom: 'image/webp',
      zerion: 'image/jpeg',
    })
    expect(loaded.images.get('acme-wallet')!.bytes).toEqual(png)
    expect(await loadDirectoryFile(file({}))).toEqual({ add: [], remove: [], images: new Map() })
  })

  it('names each entry at fault and what is wrong with it', async () => {
    const problems = await problemsOf(
      file({
        add: [
          full,
          { id: 'no-name', name: '  ' },
          { id: 'bad/id', name: 'Slash' },
          {
            id: 'evil',
            name: 'Evil',
            mobile_link: 'javascript:alert(1)//',
            webapp_link: 'http://evil.example',
          },
          { id: 'chains', name: 'Chains', chains: ['eip155', 'eip155:1', 'eip155:1'] },
          { id: 'extra', name: 'Extra', price: 3, rdns: 'not a domain' },
          { ...full, name: 'Acme again' },
          'a string',
        ],
        remove: ['no-name', 'ok', 7],
        extra: true,
      }),
    )
    expect(problems).toEqual([
      'unknown key "extra" (expected add, remove, images)',
      'add[1] ("no-name"): name must be a non-blank string of at most 100 characters',
      'add[2] ("bad/id"): id must be 1 to 128 of A-Z a-z 0-9 . _ - (starting with a letter or digit)',
      'add[3] ("evil"): mobile_link must be a native deep link (scheme://) or an https URL',
      'add[3] ("evil"): webapp_link must be an https URL',
      'add[4] ("chains"): chains: "eip155" is not a CAIP-2 id (namespace:reference)',
      'add[5] ("extra"): unknown field "price"',
      'add[5] ("extra"): rdns must be a reverse domain name (app.example.wallet) or null',
      'add[6] ("acme-wallet"): the same id as add[0]',
      'add[7]: must be an object',
      'remove[2]: 7 is not a wallet id',
    ])
    expect(
      await problemsOf(file({ add: [{ id: 'x', name: 'X', chains: ['eip155:1', 'eip155:1'] }] })),
    ).toEqual(['add[0] ("x"): chains must not repeat a network'])
    expect(await problemsOf(file({ add: [full], remove: ['acme-wallet'] }))).toEqual([
      'remove[0] ("acme-wallet"): also in add[0]',
    ])
  })

  it('refuses what is not a directory file: not JSON, not an object, wrong shapes', async () => {
    expect((await problemsOf(file('{ "add": [')))[0]).toMatch(/^cannot be read as UTF-8 JSON/)
    expect(await problemsOf(file('[]'))).toEqual(['must be a JSON object with add, remove and images'])
    expect(await problemsOf(file({ add: {}, remove: 'metamask', images: [] }))).toEqual([
      'add must be a list of wallet entries',
      'remove must be a list of wallet ids',
      'images must be an object of wallet id to image path',
    ])
    expect((await problemsOf(join(folder, 'missing.json')))[0]).toMatch(/ENOENT/)
    expect(await problemsOf(join(folder, 'images'))).toEqual(['not a regular file'])
  })

  it('caps entries at 10,000, images at 256 KiB each, and the file at 16 MiB', async () => {
    const many = Array.from({ length: 10_001 }, (_, index) => ({ id: `w${index}`, name: `W ${index}` }))
    expect(await problemsOf(file({ add: many }))).toEqual(['add has 10001 entries; at most 10000'])
    const exactly = await loadDirectoryFile(file({ add: many.slice(0, 10_000) }))
    expect(exactly.add).toHaveLength(10_000)
    const png = renderWalletImage('big', 'Big').bytes
    const limit = new Uint8Array(256 * 1024)
    limit.set(png)
    const over = new Uint8Array(256 * 1024 + 1)
    over.set(png)
    const loaded = await loadDirectoryFile(file({ images: { limit: image('limit.png', limit) } }))
    expect(loaded.images.get('limit')!.bytes).toHaveLength(256 * 1024)
    expect(await problemsOf(file({ images: { big: image('big.png', over) } }))).toEqual([
      'images["big"]: images/big.png is larger than 256 KiB',
    ])
    const huge = file('{}')
    truncateSync(huge, 16 * 1024 * 1024 + 1)
    expect(await problemsOf(huge)).toEqual(['larger than 16 MiB'])
  })

  it('accepts only PNG, WebP, JPEG and SVG by their bytes, from inside the file folder', async () => {
    symlinkSync(join(root, 'outside.png'), join(folder, 'images', 'link.png'))
    expect(
      await problemsOf(
        file({
          images: {
            gif: image('gif.png', 'GIF89a\x01\x00\x01\x00'),
            html: image('page.svg', '<html><body><svg></svg></body></html>'),
            text: image('text.png', 'just text'),
            up: '../outside.png',
            link: 'images/link.png',
            missing: 'images/none.png',
            dir: 'images',
            'bad id!': image('ok.png', renderWalletImage('ok', 'Ok').bytes),
          },
        }),
      ),
    ).toEqual([
      'images["gif"]: images/gif.png is not a PNG, WebP, JPEG or SVG image',
      'images["html"]: images/page.svg is not a PNG, WebP, JPEG or SVG image',
      'images["text"]: images/text.png is not a PNG, WebP, JPEG or SVG image',
      `images["up"]: ../outside.png is outside the directory file's folder`,
      `images["link"]: images/link.png is outside the directory file's folder`,
      'images["missing"]: cannot read images/none.png (ENOENT)',
      'images["dir"]: images is not a regular file',
      'images["bad id!"]: not a wallet id',
    ])
  })
})
