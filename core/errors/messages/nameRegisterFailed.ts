/** A names message of the error catalogue (core/errors/messages/namesMessages.ts). */
export const nameRegisterFailed = (name: string) => `Error registering name ${name}` as const
