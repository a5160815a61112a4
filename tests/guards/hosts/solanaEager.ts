import plugin from '../../../plugins/solana/plugin.js'

/** What a page loads for the solana plugin when its loader's trigger is on (no chain or pairing SDK). */
export const eager = plugin
