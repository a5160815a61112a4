import { describe, expect, it } from 'vitest'
import { directoryImageUrl } from '../../entries/plugin.js'
import { walletImageUrl } from './walletImageUrl.js'

const configs = [
  { projectId: 'p1', endpoints: { directory: 'https://dir.example/api/' } },
  { projectId: '', endpoints: { directory: 'http://127.0.0.1:9000' } },
] as unknown as Parameters<typeof walletImageUrl>[0][]

describe('walletImageUrl', () => {
  it('gives the URL directoryImageUrl builds, for every config and id, however often it is asked', () => {
    for (const config of configs)
      for (const id of ['img-w0001', 'a/b?c=d&e', 'ünïcode id', '%00', '\u0000x'])
        for (let time = 0; time < 2; time++)
          expect(walletImageUrl(config, id)).toBe(directoryImageUrl(config, 'wallet', id))
  })

  it('has no URL without an image id', () => {
    expect(walletImageUrl(configs[0]!, undefined)).toBeUndefined()
    expect(walletImageUrl(configs[0]!, '')).toBeUndefined()
  })
})
