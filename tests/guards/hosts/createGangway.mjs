import { createGangway } from '../../../dist/index.js'
import { eip155 } from '../../../dist/plugins/eip155.js'
import { solana } from '../../../dist/plugins/solana.js'

/** What `createGangway({ networks: [mainnet, solana...], plugins: [eip155, solana] })` costs at page start. */
export const host = { createGangway, eip155, solana }
