import plugin from '../../../plugins/walletconnect/plugin.js'

/** What a page loads for the walletconnect plugin when its loader's trigger is on (no chain or pairing SDK). */
export const eager = plugin
