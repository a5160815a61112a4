import { describe, expect, it } from 'vitest'
import { resolveConfig } from './resolveConfig.js'
import { validateNetwork } from './validateNetwork.js'

const base = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}
const explorer = (url: unknown) => ({ ...base, blockExplorers: { default: { name: 'Scan', url } } })

describe('validateNetwork explorer and image URLs', () => {
  it('keeps an https or loopback explorer, and the network as it is', () => {
    const network = explorer('https://etherscan.io')
    expect(validateNetwork(network, 'n')).toBe(network)
    expect(validateNetwork(explorer('http://127.0.0.1:4000/'), 'n').blockExplorers?.default.url).toBe(
      'http://127.0.0.1:4000/',
    )
  })

  it('leaves out an explorer that is not a safe web URL, with a warning, so it never enters config', () => {
    for (const url of [
      'javascript:alert(document.cookie)//',
      ' java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc',
      'http://scan.example',
      'rainbow://scan',
      42,
    ]) {
      const warnings: string[] = []
      const network = validateNetwork(explorer(url), 'networks[0]', warnings)
      expect(network.blockExplorers, String(url)).toBeUndefined()
      expect(warnings).toEqual(['networks[0].blockExplorers ignored: not an https URL'])
    }
  })

  it('leaves out an unsafe network image URL and keeps its image id', () => {
    const warnings: string[] = []
    const network = validateNetwork(
      { ...base, assets: { imageId: 'eth', imageUrl: 'javascript:alert(1)' } },
      'networks[0]',
      warnings,
    )
    expect(network.assets).toEqual({ imageId: 'eth', imageUrl: undefined })
    expect(warnings).toHaveLength(1)
    expect(
      validateNetwork({ ...base, assets: { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' } }, 'n').assets,
    ).toEqual({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' })
  })

  it('reports it through resolveConfig warnings', () => {
    const { config, warnings } = resolveConfig(
      { projectId: 'p', networks: [explorer('javascript:alert(1)')] } as never,
      { origin: 'https://host.example' },
    )
    expect(config.networks[0]?.blockExplorers).toBeUndefined()
    expect(warnings).toContain('networks[0].blockExplorers ignored: not an https URL')
  })
})
