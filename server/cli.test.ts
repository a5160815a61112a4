import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleCli } from './test/bundleCli.js'
import { runCli } from './test/spawnCli.js'

describe('gangway wallets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-cli-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('adds, lists and removes directory entries in the database, and refuses a bad entry with its reason', async () => {
    const cli = await bundleCli()
    const data = ['--data-dir', join(dir, 'data')]
    writeFileSync(join(dir, 'logo.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    writeFileSync(join(dir, 'fake.png'), '<html><script>alert(1)</script></html>')
    writeFileSync(
      join(dir, 'wallets.json'),
      JSON.stringify([
        {
          id: 'house',
          name: 'House Wallet',
          rdns: 'com.example.house',
          chains: ['eip155:1'],
          image: 'logo.png',
        },
        { id: 'metamask', name: 'MetaMask (ours)', mobile_link: 'metamask://' },
      ]),
    )
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ id: 'bad', name: 'Bad', webapp_link: 'javascript:alert(1)' }),
    )
    writeFileSync(join(dir, 'fake.json'), JSON.stringify({ id: 'fake', name: 'Fake', image: 'fake.png' }))
    const added = await runCli(cli, ['wallets', 'add', join(dir, 'wallets.json'), ...data])
    expect(added).toMatchObject({ code: 0 })
    expect(added.output).toContain('added 2 wallets: house, metamask')
    const bad = await runCli(cli, ['wallets', 'add', join(dir, 'bad.json'), ...data])
    expect(bad.code).toBe(1)
    expect(bad.output).toContain('add[0] ("bad"): webapp_link must be an https URL')
    // The same checks as an edits file: an image is told by its bytes, not by its name.
    const fake = await runCli(cli, ['wallets', 'add', join(dir, 'fake.json'), ...data])
    expect(fake.code).toBe(1)
    expect(fake.output).toContain('images["fake"]: fake.png is not a PNG, WebP, JPEG or SVG image')
    expect((await runCli(cli, ['wallets', 'remove', 'house', ...data])).code).toBe(0)
    const listed = await runCli(cli, ['wallets', 'list', ...data])
    expect(listed.output).toContain('metamask\tMetaMask (ours)\tchanged')
    expect(listed.output).toContain('house\t-\tremoved')
    expect(listed.output).not.toContain('bad')
    expect(listed.output).not.toContain('fake')

    // An edits file: wallets added (or replaced), curated ones removed, images checked by their bytes.
    writeFileSync(join(dir, 'logo2.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    writeFileSync(
      join(dir, 'edits.json'),
      JSON.stringify({
        add: [{ id: 'shop-wallet', name: 'Shop Wallet', chains: ['eip155:1'] }],
        remove: ['rabby'],
        images: { 'shop-wallet': 'logo2.png' },
      }),
    )
    const imported = await runCli(cli, ['wallets', 'import', join(dir, 'edits.json'), ...data])
    expect(imported).toMatchObject({ code: 0 })
    expect(imported.output).toContain('imported: 1 added, 1 removed, 1 images')
    const after = await runCli(cli, ['wallets', 'list', ...data])
    expect(after.output).toContain('shop-wallet\tShop Wallet\tadded')
    expect(after.output).toContain('rabby\t-\tremoved')
  }, 300_000)
})
