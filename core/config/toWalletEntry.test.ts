import { describe, expect, it } from 'vitest'
import { toWalletEntry } from './toWalletEntry.js'

describe('toWalletEntry', () => {
  it('keeps a well-formed entry as it is', () => {
    const entry = {
      id: 'rainbow',
      name: 'Rainbow',
      image_id: '7a33d7f1-3d12-4b5c-f3ee-5cd83cb1b500',
      rdns: 'me.rainbow',
      mobile_link: 'rainbow:',
      desktop_link: null,
      webapp_link: 'https://rainbow.me',
      chains: ['eip155:1'],
    }
    expect(toWalletEntry(entry)).toEqual(entry)
    expect(toWalletEntry({ id: 't', name: 'Trust', mobile_link: 'trust' })).toEqual({
      id: 't',
      name: 'Trust',
      mobile_link: 'trust',
    })
  })

  it('leaves out unsafe links and image ids that are not plain ids, keeping the wallet', () => {
    expect(
      toWalletEntry({
        id: 'x',
        name: 'X',
        image_id: '../admin?x=1',
        mobile_link: 'javascript://%0awindow.__pwned=1//',
        desktop_link: 'JAVA\tSCRIPT:alert(1)',
        webapp_link: 'x-app://not-web',
        extra: { provider: {} },
      }),
    ).toEqual({ id: 'x', name: 'X' })
    for (const link of ['javascript:', 'data:', 'vbscript', 'file://', 'blob:', '\u0000javascript:alert(1)'])
      expect(toWalletEntry({ id: 'x', name: 'X', mobile_link: link })?.mobile_link, link).toBeUndefined()
  })

  it('rejects what has no string id and name', () => {
    for (const value of [null, [], 'x', { id: 'a' }, { id: 1, name: 'A' }, { id: '', name: 'A' }])
      expect(toWalletEntry(value)).toBeUndefined()
  })
})
