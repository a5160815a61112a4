import plugin from '../../../dist/modules/plugins/walletconnect/plugin.js'

/** What a page loads (from the built package, as a host bundles it) for the walletconnect plugin when its loader's trigger is on (no chain or pairing SDK). */
export const eager = plugin
