/** A smart-session request while the `smartSessions` feature is off (its default, and the remote config's to decide). */
export const smartSessionsNotEnabled = 'Smart sessions are not enabled'
