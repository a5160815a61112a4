import { createBip122Plugin } from './createBip122Plugin.js'

/** The bip122 plugin with its default options: what `bip122` imports when its trigger is on. */
export default createBip122Plugin()
