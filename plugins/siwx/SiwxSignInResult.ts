/** How a sign-in attempt ended: signed, the wallet declined, the message could not be made, or it was refused. */
export type SiwxSignInResult = 'signed' | 'declined' | 'init-failed' | 'failed'
