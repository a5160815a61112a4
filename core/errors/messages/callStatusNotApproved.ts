/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const callStatusNotApproved = 'Fetching call status not approved by the wallet'
