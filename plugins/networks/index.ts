export { networksPlugin as default } from './networksPlugin.js'
