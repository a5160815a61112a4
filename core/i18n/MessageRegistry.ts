import type { buttons } from './en/buttons.js'
import type { shell } from './en/shell.js'

/**
 * Every message key: core declares the shell's and the buttons', each plugin adds its own by declaration
 * merging (`declare module 'gangway' { interface MessageRegistry extends Record<keyof typeof en, string> {} }`).
 */
export interface MessageRegistry extends Record<keyof typeof shell | keyof typeof buttons, string> {}
