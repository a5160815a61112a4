// Catalogue of FrameError messages (spec section 8): the secure frame's failures and its timeout codes. One module per message, so that a split bundle keeps each where it is used.
export { emailLoginDependency } from './emailLoginDependency.js'
export { frameErrorFallback } from './frameErrorFallback.js'
export { iframeLoadFailed } from './iframeLoadFailed.js'
export { iframeNotSet } from './iframeNotSet.js'
export { iframeRequestTimeout } from './iframeRequestTimeout.js'
export { parentNotSet } from './parentNotSet.js'
export { requestAborted } from './requestAborted.js'
export { somethingWentWrong } from './somethingWentWrong.js'
