import plugin from '../../../dist/modules/plugins/polkadot/plugin.js'

/** What a page loads (from the built package, as a host bundles it) for the polkadot plugin when its loader's trigger is on (no @polkadot/* SDK). */
export const eager = plugin
