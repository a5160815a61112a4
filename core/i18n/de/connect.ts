/** Strings of the connect part of the UI. */
export const connect = {} as const
