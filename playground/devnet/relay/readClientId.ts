/**
 * The client id of a relay connection: the `iss` claim of the `auth` JWT in its URL, read without
 * verifying the signature (a local relay trusts its clients). Falls back to `fallback`.
 */
export function readClientId(url: string | undefined, fallback: string): string {
  const auth = new URL(url ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return fallback
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof claims.iss === 'string' && claims.iss !== '' ? claims.iss : fallback
  } catch {
    return fallback
  }
}
