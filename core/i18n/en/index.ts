import type { Messages } from '../Messages.js'
import { shell } from './shell.js'

/** The English catalogue: one section per part of the UI. */
export const en: Messages = { ...shell }
