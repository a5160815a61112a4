import { describe, expect, it } from 'vitest'
import { createDiscovery } from './createDiscovery.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

const provider: Eip1193Provider = { request: async () => null } as unknown as Eip1193Provider
const announced = (rdns: string, icon: unknown) => ({
  info: { uuid: rdns, name: rdns, rdns, icon: icon as string },
  provider,
})

describe('EIP-6963 discovery icons', () => {
  it('keeps data:image and https icons, drops script, html, file and oversized ones', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    const discovery = createDiscovery({
      providers: [
        announced('a.svg', svg),
        announced('b.https', 'https://wallet.example/icon.png'),
        announced('c.js', 'javascript:alert(1)'),
        announced('d.html', 'data:text/html,<script>alert(1)</script>'),
        announced('e.tab', ' java\tscript:alert(1)'),
        announced('f.file', 'file:///etc/passwd'),
        announced('g.huge', `data:image/png;base64,${'A'.repeat(300_000)}`),
        announced('h.object', { toString: () => 'https://wallet.example/x.png' }),
      ],
    })
    expect(Object.fromEntries(discovery.list().map((wallet) => [wallet.id, wallet.icon]))).toEqual({
      'a.svg': svg,
      'b.https': 'https://wallet.example/icon.png',
      'c.js': undefined,
      'd.html': undefined,
      'e.tab': undefined,
      'f.file': undefined,
      'g.huge': undefined,
      'h.object': undefined,
    })
    expect(
      discovery
        .list()
        .filter((wallet) => 'icon' in wallet)
        .map((wallet) => wallet.id),
    ).toEqual(['a.svg', 'b.https'])
  })
})
