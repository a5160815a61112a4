import type { Messages } from '../Messages.js'
import { buttons } from './buttons.js'
import { shell } from './shell.js'

/** The German catalogue of the shell and the buttons; a test checks it has every English key. */
export const de: Messages = { ...shell, ...buttons }
