/** Light or dark modal. */
export type ThemeMode = 'light' | 'dark'
