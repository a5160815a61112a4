import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorTypeOrder } from '../../entries/plugin.js'
import { buildWalletChoices } from './buildWalletChoices.js'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})
const defaultOrder: readonly ConnectorTypeOrder[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]
const imageUrl = (id: string | undefined) => (id ? `img/${id}` : undefined)
const names = (
  order: readonly ConnectorTypeOrder[],
  more: Partial<Parameters<typeof buildWalletChoices>[0]> = {},
) =>
  buildWalletChoices({
    connectors: [
      connector('ext', 'external'),
      connector('inj', 'injected', { info: { rdns: 'a.wallet' } }),
      connector('ann', 'announced', { info: { rdns: 'a.wallet' }, imageId: 'ann' }),
      connector('walletConnect', 'WALLET_CONNECT'),
      connector('auth', 'auth'),
      connector('multi', 'multi-chain'),
    ],
    recent: [],
    recommended: [{ id: 'rec', name: 'rec', rdns: 'rec.wallet' }],
    order,
    activeNamespace: 'eip155',
    imageUrl,
    ...more,
  }).map((choice) => `${choice.name}${choice.tag ? `(${choice.tag})` : ''}`)

describe('buildWalletChoices', () => {
  it('lists both wallets announced in one namespace with the same rdns (an impostor cannot hide the real one)', () => {
    const choices = buildWalletChoices({
      connectors: [
        connector('io.metamask', 'announced', { name: 'Impostor', info: { rdns: 'io.metamask' } }),
        connector('io.metamask~1a2b3c', 'announced', { name: 'MetaMask', info: { rdns: 'io.metamask' } }),
        connector('io.metamask', 'announced', {
          name: 'MetaMask',
          chain: 'solana',
          info: { rdns: 'io.metamask' },
        }),
      ],
      recent: [],
      recommended: [],
      order: defaultOrder,
      activeNamespace: 'eip155',
      imageUrl,
    })
    expect(choices.map((choice) => choice.name)).toEqual(['Impostor', 'MetaMask'])
  })

  it('follows connectorTypeOrder, announced before injected, one per rdns, no auth connector', () => {
    expect(names(defaultOrder)).toEqual(['walletConnect', 'multi(installed)', 'ann(installed)', 'ext', 'rec'])
    expect(names(['recommended', 'external'])).toEqual(['rec', 'ext'])
  })

  it('puts at most 2 recent wallets in the recent group, matched by id or rdns, else as directory wallets', () => {
    const recent = [
      { id: 'other-id', name: 'ann', rdns: 'a.wallet' },
      { id: 'ext', name: 'ext' },
      { id: 'mobile', name: 'Mobile' },
    ]
    expect(names(defaultOrder, { recent })).toEqual([
      'walletConnect',
      'ann(recent)',
      'ext(recent)',
      'multi(installed)',
      'rec',
    ])
    expect(names(['injected', 'recent'], { recent: [{ id: 'mobile', name: 'Mobile' }] })).toEqual([
      'multi(installed)',
      'ann(installed)',
      'Mobile(recent)',
    ])
  })

  it('prefers the connector of the active namespace for a wallet present in several', () => {
    const choices = buildWalletChoices({
      connectors: [
        connector('x', 'announced', { chain: 'solana', info: { rdns: 'x.wallet' } }),
        connector('x', 'announced', { info: { rdns: 'x.wallet' } }),
      ],
      recent: [],
      recommended: [{ id: 'x-dir', name: 'X', rdns: 'x.wallet' }],
      order: ['injected', 'recommended'],
      activeNamespace: 'eip155',
      imageUrl,
    })
    expect(choices.map((choice) => choice.connector?.chain)).toEqual(['eip155'])
    expect(choices[0]?.imageUrl).toBeUndefined()
  })

  it('offers a recent wallet through the active namespace’s connector, even when it was used in another one', () => {
    const choices = buildWalletChoices({
      connectors: [
        connector('Dev Wallet', 'announced', { chain: 'solana', info: { rdns: 'dev.wallet' } }),
        connector('dev.wallet', 'announced', { info: { rdns: 'dev.wallet' } }),
      ],
      recent: [{ id: 'Dev Wallet', name: 'Dev Wallet' }],
      recommended: [],
      order: ['recent', 'injected'],
      activeNamespace: 'eip155',
      imageUrl,
    })
    expect(choices.map((choice) => [choice.key, choice.tag])).toEqual([
      ['connector:eip155:dev.wallet', 'recent'],
    ])
  })
})
