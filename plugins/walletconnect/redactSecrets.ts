const QUERY_SECRET =
  /([?&;#](?:auth|projectId|project_id|token|access_token|apiKey|api_key|key|jwt|signature|sig|secret|password)=)[^&;#\s"'<>]+/gi
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]+/g

/** `text` with credential-like URL query values (auth, projectId, token, keys) and JWTs replaced by '[redacted]'. */
export function redactSecrets(text: string): string {
  return text.replace(QUERY_SECRET, '$1[redacted]').replace(JWT, '[redacted]')
}
