import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './formatWalletLink.js'
import { walletLinks } from './walletLinks.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=58'
const DANGEROUS = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'filesystem:', 'about:']

const stripped = fc.constantFrom('\t', '\n', '\r')
const leading = fc.string({
  unit: fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001f', ' ', '\t', '\n', '\r'),
  maxLength: 4,
})
const scheme = fc
  .tuple(
    fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'filesystem', 'about'),
    fc.array(fc.boolean(), { maxLength: 12 }),
    fc.array(fc.tuple(fc.nat(12), stripped), { maxLength: 3 }),
  )
  .map(([name, upper, breaks]) => {
    let mixed = [...name].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('')
    for (const [at, char] of breaks) {
      const index = at % (mixed.length + 1)
      mixed = `${mixed.slice(0, index)}${char}${mixed.slice(index)}`
    }
    return mixed
  })
const separator = fc.constantFrom(':', ':', '://', ':/', ':\t//', ':\n', '\t:', '%3A', '%3a//', '')
const payload = fc.constantFrom(
  '%0awindow.__pwned=1//',
  '//%0aalert(document.domain)//',
  'alert(1)',
  'text/html,<script>alert(1)</script>',
  'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'image/svg+xml,<svg onload=alert(1)>',
  'msgbox(1)',
  '///etc/passwd',
  'https://evil.example/uuid',
  '%6a%61%76%61script:alert(1)',
  '',
)
const hostileLink = fc
  .tuple(leading, scheme, separator, payload, fc.string({ maxLength: 3 }))
  .map(([lead, name, sep, body, tail]) => `${lead}${name}${sep}${body}${tail}`)

const rawProtocol = (value: string): string | undefined => {
  try {
    return new URL(value).protocol.toLowerCase()
  } catch {
    return undefined
  }
}

describe('the deep link builder with hostile directory links', () => {
  it('never builds a link with a dangerous protocol (20,000 generated links)', () => {
    let dangerousInputs = 0
    fc.assert(
      fc.property(hostileLink, fc.boolean(), (link, mobile) => {
        if (DANGEROUS.includes(rawProtocol(link) ?? '')) dangerousInputs += 1
        const wallet = { id: 'w', name: 'W', mobile_link: link, desktop_link: link, webapp_link: link }
        const built = [
          formatWalletLink(link, uri),
          formatWalletLink(link, uri, 'web'),
          ...walletLinks(wallet, uri, { mobile, framed: false }).map((item) => item.href),
        ]
        for (const href of built) {
          if (href === undefined) continue
          const protocol = rawProtocol(href)
          expect(protocol, `${JSON.stringify(link)} -> ${href}`).toBeDefined()
          expect(DANGEROUS, `${JSON.stringify(link)} -> ${href}`).not.toContain(protocol)
          expect(href).toBe(new URL(href).href)
        }
      }),
      { numRuns: 20_000 },
    )
    expect(dangerousInputs).toBeGreaterThan(5_000)
  })

  it('gives no link at all for a rejected one, and keeps the good ones', () => {
    const wallet = {
      id: 'w',
      name: 'W',
      mobile_link: 'javascript://%0awindow.__pwned=1//',
      desktop_link: 'rainbow:',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
    }
    expect(walletLinks(wallet, uri, { mobile: true, framed: false })).toEqual([])
    expect(walletLinks(wallet, uri, { mobile: false, framed: false })).toEqual([
      { kind: 'desktop', href: `rainbow://wc?uri=${encodeURIComponent(uri)}`, target: '_self' },
    ])
    expect(
      walletLinks({ ...wallet, webapp_link: 'rainbow://app' }, uri, { mobile: true, framed: true }),
    ).toEqual([])
  })
})
