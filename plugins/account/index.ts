export { accountPlugin as default } from './accountPlugin.js'
