/**
 * Plays the browser at the devnet identity provider: opens `authorizationUrl`, follows its redirects with its
 * cookies, picks `user` on the login page ('' cancels) and gives back the URL the provider sends the browser to
 * (the auth service's callback, not opened).
 */
export async function idpSignIn(authorizationUrl: string, user: string): Promise<URL> {
  const jar = new Map<string, string>()
  const origin = new URL(authorizationUrl).origin
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  let response = await go(authorizationUrl)
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, origin)
      if (next.origin !== origin) return next
      response = await go(next.href)
      continue
    }
    const html = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action)
      throw new Error(`no login form at the identity provider: ${response.status} ${html.slice(0, 200)}`)
    response = await go(new URL(action.replace(/&#38;/g, '&'), origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user }).toString(),
    })
  }
  throw new Error('too many redirects at the identity provider')
}
