const TIMEOUT_MS = 40_000

/** The auth service of the frame's own origin: POST `path` with a JSON body; its answer, or an Error with its reason. */
export function createAuthClient(apiBase: string, projectId: string) {
  return async function post<T>(
    path: string,
    body: unknown,
    token?: string | null,
    signal?: AbortSignal,
  ): Promise<T> {
    const response = await fetch(`${apiBase}/auth/v1/${path}?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
        : AbortSignal.timeout(TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => ({}))) as T & { error?: unknown }
    if (!response.ok) throw new Error(typeof answer.error === 'string' ? answer.error : 'An error occurred')
    return answer
  }
}
