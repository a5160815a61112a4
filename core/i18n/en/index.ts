import type { Messages } from '../Messages.js'
import { buttons } from './buttons.js'
import { shell } from './shell.js'

/** The English catalogue of the shell and the buttons; every plugin ships its own strings. */
export const en: Messages = { ...shell, ...buttons }
