import { createCosmosPlugin } from './createCosmosPlugin.js'

/** The cosmos plugin with its default options: what `cosmos` imports when its trigger is on. */
export default createCosmosPlugin()
