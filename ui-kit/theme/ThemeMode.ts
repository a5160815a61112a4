export type ThemeMode = 'light' | 'dark'
