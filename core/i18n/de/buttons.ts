/** Strings of the buttons part of the UI. */
export const buttons = {} as const
