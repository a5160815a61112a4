/** Smart sessions live in the smart account's contract: without one on the active network there is nothing to grant. */
export const smartSessionsNeedSmartAccount = 'Smart sessions need a smart account on the active network'
