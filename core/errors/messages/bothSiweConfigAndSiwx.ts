/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const bothSiweConfigAndSiwx = 'Cannot set both siweConfig and siwx options'
