import { describe, expect, it } from 'vitest'
import type { Connector } from '../../entries/plugin.js'
import { buildWalletChoices } from './buildWalletChoices.js'

const icon = 'data:image/svg+xml,%3Csvg%20id%3D%22dev%22%2F%3E'
const connector = (chain: string, extra: Partial<Connector> = {}): Connector => ({
  id: `dev-${chain}`,
  name: 'Dev Wallet',
  type: 'announced',
  chain,
  imageUrl: icon,
  info: { rdns: 'dev.wallet' },
  ...extra,
})
const rows = (
  connectors: readonly Connector[],
  more: Partial<Parameters<typeof buildWalletChoices>[0]> = {},
) =>
  buildWalletChoices({
    connectors,
    recent: [],
    recommended: [],
    order: ['injected', 'recommended'],
    activeNamespace: 'solana',
    namespaces: ['eip155', 'solana', 'tezos'],
    imageUrl: () => undefined,
    ...more,
  }).map((choice) => ({
    key: choice.key,
    name: choice.name,
    connect: (choice.connectors ?? (choice.connector ? [choice.connector] : [])).map((item) => item.chain),
  }))

describe('one row per wallet across namespaces', () => {
  it('groups connectors of three namespaces giving the same rdns and image, the active namespace connected first', () => {
    expect(rows([connector('eip155'), connector('solana'), connector('tezos')])).toEqual([
      { key: 'connector:solana:dev-solana', name: 'Dev Wallet', connect: ['solana', 'eip155', 'tezos'] },
    ])
  })

  it('compares data: images by what they show, so base64 and percent-encoding of one icon are the same image', () => {
    const base64 = `data:image/svg+xml;base64,${btoa('<svg id="dev"/>')}`
    expect(rows([connector('eip155'), connector('solana', { imageUrl: base64 })])).toHaveLength(1)
  })

  it('never groups across different images, even with the same name and rdns', () => {
    const other = 'data:image/svg+xml,%3Csvg%20id%3D%22copy%22%2F%3E'
    expect(rows([connector('eip155'), connector('solana', { imageUrl: other })])).toEqual([
      { key: 'connector:eip155:dev-eip155', name: 'Dev Wallet', connect: ['eip155'] },
      { key: 'connector:solana:dev-solana', name: 'Dev Wallet', connect: ['solana'] },
    ])
  })

  it('lets a connector without rdns join only with exactly the name and image of the group', () => {
    const bare = { info: {} }
    expect(rows([connector('eip155'), connector('tezos', bare)])[0]?.connect).toEqual(['eip155', 'tezos'])
    expect(rows([connector('eip155'), connector('tezos', { ...bare, name: 'Dev wallet' })])).toHaveLength(2)
    expect(rows([connector('eip155'), connector('tezos', { ...bare, imageUrl: undefined })])).toHaveLength(2)
  })

  it('joins the group whose name it has when an rdns claimed twice in one namespace makes it ambiguous', () => {
    const choices = rows(
      [
        connector('eip155', { id: 'impostor', name: 'Impostor' }),
        connector('eip155', { id: 'real' }),
        connector('solana'),
      ],
      { activeNamespace: 'eip155' },
    )
    expect(choices).toEqual([
      { key: 'connector:eip155:impostor', name: 'Impostor', connect: ['eip155'] },
      { key: 'connector:eip155:real', name: 'Dev Wallet', connect: ['eip155', 'solana'] },
    ])
  })

  it('connects only configured namespaces, and only the asked one when the view is opened for it', () => {
    const three = [connector('eip155'), connector('solana'), connector('tezos')]
    expect(rows(three, { namespaces: ['eip155', 'solana'] })[0]?.connect).toEqual(['solana', 'eip155'])
    expect(rows(three, { only: 'tezos' })).toEqual([
      { key: 'connector:tezos:dev-tezos', name: 'Dev Wallet', connect: ['tezos'] },
    ])
    expect(rows([connector('eip155')], { only: 'tezos' })).toEqual([])
  })

  it('hides a directory wallet only behind an installed one of the same rdns and name', () => {
    const installed = [connector('eip155'), connector('solana')]
    const directory = (name: string) =>
      rows(installed, { recommended: [{ id: 'dir', name, rdns: 'dev.wallet' }] })
    expect(directory('dev wallet')).toHaveLength(1)
    expect(directory('Real Dev Wallet').map((row) => row.key)).toEqual([
      'connector:solana:dev-solana',
      'wallet:dir',
    ])
  })

  it('shows a recent wallet of another name with the same rdns as the directory entry it was, not as the installed one', () => {
    const recent = [{ id: 'paired', name: 'Phone Wallet', rdns: 'dev.wallet' }]
    expect(
      rows([connector('eip155')], { recent, order: ['recent', 'injected'] }).map((row) => row.key),
    ).toEqual(['wallet:paired', 'connector:eip155:dev-eip155'])
  })
})
