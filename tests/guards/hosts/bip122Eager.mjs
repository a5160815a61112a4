import plugin from '../../../dist/modules/plugins/bip122/plugin.js'

/** What a page loads (from the built package, as a host bundles it) for the bip122 plugin when its loader's trigger is on (no sats-connect). */
export const eager = plugin
