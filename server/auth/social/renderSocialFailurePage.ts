const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The page a provider's redirect gets when it cannot be used (unknown, used or expired sign-in): no script. */
export function renderSocialFailurePage(reason: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gangway wallet</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#141414}</style></head>
<body><h1>This sign-in cannot be completed</h1><p>${escapeHtml(reason)}</p><p>Close this window and start again from the app.</p></body></html>`
}
