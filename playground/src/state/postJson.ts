/** POSTs JSON to one of the playground's own routes and returns the answer. */
export async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as unknown
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`)
  return answer
}
