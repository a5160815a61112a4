import type { FrameRequestType } from './protocol/FrameRequestType.js'

/** Requests that wait on the visitor (a mail, a code, a popup, the Farcaster app): they time out after 120 s. */
export const LONG_REQUESTS: ReadonlySet<FrameRequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
])
