import plugin from '../../../dist/modules/plugins/eip155/plugin.js'

/** What a page loads (from the built package, as a host bundles it) for the eip155 plugin when its loader's trigger is on (no chain or pairing SDK). */
export const eager = plugin
