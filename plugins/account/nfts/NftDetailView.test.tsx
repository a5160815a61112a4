// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../../core/react/index.js'
import type { Gangway } from '../../../entries/plugin.js'
import { type ApiServer, startApiServer } from '../../../tests/fixtures/startApiServer.js'
import { testTranslator } from '../../../tests/fixtures/testTranslator.js'
import { renderAccountPanel } from '../test/renderAccountPanel.js'
import { NftDetailView } from './NftDetailView.js'
import { NftsTab } from './NftsTab.js'

const chainId = 'eip155:31337'
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const id = `${chainId}/${contract}/42`
let api: ApiServer
const made: Gangway[] = []

beforeAll(async () => {
  api = await startApiServer()
  api.answer = () => ({
    json: {
      data: [
        {
          id,
          chainId,
          contract,
          tokenId: '42',
          name: 'Lighthouse #42',
          description: 'A lighthouse on the devnet',
          imageUrl: 'http://127.0.0.1/detail-42.svg',
          collection: { name: 'Gangway Lighthouses', symbol: 'GLH' },
          is_spam: false,
        },
      ],
      next: null,
    },
  })
})
afterAll(() => api.close())
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/** The NFTs tab loads the list (the detail reads it from there), then the detail of `nftId` is shown alone. */
async function showDetail(nftId: string) {
  const gangway = await renderAccountPanel(<NftsTab />, { api: api.url, made })
  await screen.findAllByRole('listitem')
  cleanup()
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <NftDetailView params={{ id: nftId }} />
    </GangwayContext.Provider>,
  )
}

describe('NftDetailView', () => {
  it('shows the name, description, collection, token id and contract, and links the contract on the explorer in a new tab', async () => {
    await showDetail(id)
    expect(screen.getByRole('heading', { name: 'Lighthouse #42' })).toBeTruthy()
    expect(screen.getByText('A lighthouse on the devnet')).toBeTruthy()
    const terms = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ])
    expect(terms).toEqual([
      ['Collection', 'Gangway Lighthouses'],
      ['Token ID', '42'],
      ['Contract', contract],
    ])
    const link = screen.getByRole('link', { name: /Block explorer/ })
    expect(link.getAttribute('href')).toBe(`http://127.0.0.1:4000/address/${contract}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(document.querySelector('[data-status]')?.textContent).toBe('L')
  })

  it('says the NFT is gone when it is no longer in the list', async () => {
    await showDetail(`${chainId}/${contract}/43`)
    expect(screen.getByText('This NFT is no longer in your list.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
