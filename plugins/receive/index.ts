export { receivePlugin as default } from './receivePlugin.js'
