import eip155 from '../../../plugins/eip155/index.js'

/** What a page loads at start for the eip155 plugin when a reconnect is due. */
export const plugin = eip155
