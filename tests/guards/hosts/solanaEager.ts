import solana from '../../../plugins/solana/index.js'

/** What a page loads at start for the solana plugin when a reconnect is due. */
export const plugin = solana
