import { createSolanaPlugin } from './createSolanaPlugin.js'

/** The solana plugin with its default options: what `solana` imports when its trigger is on. */
export default createSolanaPlugin()
