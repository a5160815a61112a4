/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const walletReturnedNoChainId = 'The wallet returned no chain id'
