import type { FRAME_REQUESTS } from './FRAME_REQUESTS.js'

/** One request type of the frame protocol. */
export type FrameRequestType = (typeof FRAME_REQUESTS)[number]
