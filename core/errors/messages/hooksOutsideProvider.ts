/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const hooksOutsideProvider = 'Gangway hooks must be used inside <GangwayProvider gangway={...}>'
