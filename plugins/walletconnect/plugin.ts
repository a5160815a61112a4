import { createWalletConnectPlugin } from './createWalletConnectPlugin.js'

/** The walletconnect plugin with its default options: what `walletConnect` imports when its trigger is on. */
export default createWalletConnectPlugin()
