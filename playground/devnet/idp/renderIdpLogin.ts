import { devIdentityUsers } from './devIdentityUsers.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The devnet identity provider's login page for `client` (a social name): one button per dev user, and Cancel. */
export function renderIdpLogin(client: string, action: string): string {
  const buttons = devIdentityUsers
    .map(
      (user) =>
        `<button type="submit" name="user" value="${escapeHtml(user.id)}">${escapeHtml(user.name)} <small>@${escapeHtml(user.username)}</small></button>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in with ${escapeHtml(client)} (devnet)</title>
<style>body{font:16px system-ui,sans-serif;max-width:360px;margin:48px auto;padding:0 16px}button{display:block;width:100%;margin:8px 0;padding:12px;font:inherit;text-align:left;border:1px solid #ccc;border-radius:8px;background:#fff;cursor:pointer}button:focus-visible{outline:2px solid #3367d6}small{color:#666}.cancel{text-align:center;background:#f4f4f4}</style>
</head><body><h1>Sign in with ${escapeHtml(client)}</h1><p>The devnet's identity provider: choose a dev user.</p>
<form method="post" action="${escapeHtml(action)}">${buttons}<button class="cancel" type="submit" name="user" value="">Cancel</button></form></body></html>`
}
