const MAX_ADDRESS = 64

const clip = (value: string | null | undefined): string | undefined => {
  const text = value?.trim()
  return text && text.length <= MAX_ADDRESS ? text : undefined
}

/**
 * The address a request came from: the first X-Forwarded-For entry (or X-Real-IP) when the server is
 * told it runs behind a proxy, else the socket's address from the Node adapter; undefined when unknown.
 */
export function clientAddress(request: Request, env: unknown, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = clip(request.headers.get('x-forwarded-for')?.split(',')[0])
    return forwarded ?? clip(request.headers.get('x-real-ip'))
  }
  if (typeof env !== 'object' || env === null) return undefined
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: unknown } } }).incoming
  const address = incoming?.socket?.remoteAddress
  return typeof address === 'string' ? clip(address) : undefined
}
