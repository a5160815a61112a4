import { createPolkadotPlugin } from './createPolkadotPlugin.js'

/** The polkadot plugin with its default options: what `polkadot` imports when its trigger is on. */
export default createPolkadotPlugin()
