/** A notice message of the error catalogue (core/errors/messages/noticeMessages.ts). */
export const retryAfter = (seconds: number) => `Please try again after ${seconds} seconds` as const
