/** How long the frame waits for the visitor to approve or reject one request (the widget's deadline is the same). */
export const APPROVAL_TIMEOUT_MS = 300_000
