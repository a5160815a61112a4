/** Strings of the account part of the UI. */
export const account = {} as const
