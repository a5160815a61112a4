/** Strings of the networks part of the UI. */
export const networks = {} as const
