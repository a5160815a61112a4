import { describe, expect, it } from 'vitest'
import type { Network } from '../types/Network.js'
import { directoryImageUrl } from './directoryImageUrl.js'
import { networkImageUrl } from './networkImageUrl.js'

const config = {
  endpoints: { directory: 'http://127.0.0.1:9/gangway/directory/' },
  projectId: 'p 1',
} as never

describe('directory image URLs', () => {
  it.each([
    ['wallet', 'http://127.0.0.1:9/gangway/directory/getWalletImage/a%2Fb?st=gangway&sv='],
    ['asset', 'http://127.0.0.1:9/gangway/directory/public/getAssetImage/a%2Fb?st=gangway&sv='],
    ['token', 'http://127.0.0.1:9/gangway/directory/public/getTokenImage/a%2Fb?st=gangway&sv='],
  ] as const)('%s images carry the id encoded, the SDK identity and the project id', (kind, prefix) => {
    const url = directoryImageUrl(config, kind, 'a/b') ?? ''
    expect(url.startsWith(prefix)).toBe(true)
    expect(new URL(url).searchParams.get('projectId')).toBe('p 1')
  })

  it('is undefined without an id, and a network prefers its own image URL', () => {
    expect(directoryImageUrl(config, 'wallet', undefined)).toBeUndefined()
    const network = { assets: { imageUrl: 'https://x/y.png', imageId: 'z' } } as Network
    expect(networkImageUrl(network, config)).toBe('https://x/y.png')
    expect(networkImageUrl({ assets: { imageId: 'z' } } as Network, config)).toContain(
      '/public/getAssetImage/z?',
    )
    expect(networkImageUrl(undefined, config)).toBeUndefined()
  })
})
