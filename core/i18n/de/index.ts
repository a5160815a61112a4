import type { Messages } from '../Messages.js'
import { shell } from './shell.js'

/** The German catalogue; a test checks it has every English key. */
export const de: Messages = { ...shell }
