/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const networkControllerClientNotSet = 'NetworkController client not set'
