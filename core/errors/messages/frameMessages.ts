// Catalogue of FrameError messages (spec section 8): the secure frame's failures and its timeout codes.
export const emailLoginDependency = 'Unable to load email login dependency'
export const frameErrorFallback = 'An error occurred'
export const requestAborted = 'Request was aborted'
export const somethingWentWrong = 'Something went wrong'
export const iframeLoadFailed = 'iframe_load_failed'
export const iframeRequestTimeout = 'iframe_request_timeout'
export const iframeNotSet = 'iframe is not set'
export const parentNotSet = 'parent is not set'
