import { createNamesPlugin } from '../../../dist/modules/plugins/names/createNamesPlugin.js'

/** What a page loads (from the built package, as a host bundles it) for the names plugin it composes: setup, the profile sync and the registration state (the names client, the signing and the views load on first use). */
export const eager = createNamesPlugin()
