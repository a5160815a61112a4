import { createSiwxPlugin } from './createSiwxPlugin.js'

/** The SIWX plugin for createGangway's `plugins`, configured by `siwx` in the config. */
export const siwxPlugin = createSiwxPlugin()
