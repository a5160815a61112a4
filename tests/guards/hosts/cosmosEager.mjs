import plugin from '../../../dist/modules/plugins/cosmos/plugin.js'

/** What a page loads (from the built package, as a host bundles it) for the cosmos plugin when its loader's trigger is on (no chain SDK). */
export const eager = plugin
