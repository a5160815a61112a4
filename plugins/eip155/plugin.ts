import { createEip155Plugin } from './createEip155Plugin.js'

/** The eip155 plugin with its default options: what `eip155` imports when its trigger is on. */
export default createEip155Plugin()
