import plugin from '../../../plugins/eip155/plugin.js'

/** What a page loads for the eip155 plugin when its loader's trigger is on (no chain or pairing SDK). */
export const eager = plugin
