/**
 * The key a social user is stored under in place of an e-mail: `social:<provider>:<subject, base64url>`. It has
 * no '@', so no e-mail sign-in can ever reach it.
 */
export function socialIdentity(provider: string, subject: string): string {
  return `social:${provider}:${Buffer.from(subject).toString('base64url')}`
}
