import { describe, expect, it } from 'vitest'
import type { Network } from '../types/Network.js'
import { chainRpcUrls } from './chainRpcUrls.js'

const network: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://a.example', 'https://b.example'] },
    chainDefault: { http: ['https://b.example', 'https://c.example'] },
  },
}

describe('chainRpcUrls', () => {
  it('puts the project RPC first with the CAIP-2 chainId and projectId, then the network’s own, deduplicated', () => {
    const urls = chainRpcUrls(network, { endpoints: { rpc: 'https://rpc.example/' }, projectId: 'p 1' })
    expect(urls).toEqual([
      'https://rpc.example/v1/?chainId=eip155%3A1&projectId=p+1',
      'https://a.example',
      'https://b.example',
      'https://c.example',
    ])
    const project = new URL(urls[0]!)
    expect(Object.fromEntries(project.searchParams)).toEqual({ chainId: 'eip155:1', projectId: 'p 1' })
  })

  it('leaves the project RPC out without an rpc endpoint or a project id', () => {
    expect(chainRpcUrls(network, { endpoints: {}, projectId: 'p1' })[0]).toBe('https://a.example')
    expect(chainRpcUrls(network, { endpoints: { rpc: 'https://rpc.example' } })[0]).toBe('https://a.example')
  })
})
