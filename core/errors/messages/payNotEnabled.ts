/** `gangway.pay` when the remote project config keeps the `pay` feature off. */
export const payNotEnabled = 'Pay is not enabled'
