import walletconnect from '../../../plugins/walletconnect/index.js'

/** What a page loads for the walletconnect plugin (with the shell, or to restore a session): no universal provider. */
export const plugin = walletconnect
