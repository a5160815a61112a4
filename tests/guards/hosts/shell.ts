import { mount } from '../../../core/shell/shellUi.js'

/** What the modal shell costs once it is loaded: its mount, with everything it imports statically. */
export const shell = { mount }
