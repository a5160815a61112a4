const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The device approval page: a button that posts the approval (a mail scanner opening the link approves nothing). */
export function renderApprovePage(state: 'ask' | 'approved' | 'invalid', action = ''): string {
  const body =
    state === 'ask'
      ? `<h1>Approve this device?</h1><p>Someone asked to sign in to your wallet from a new device. Approve it only if it was you.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Approve this device</button></form>`
      : state === 'approved'
        ? '<h1>Device approved</h1><p>You can go back to the app: it goes on by itself.</p>'
        : '<h1>This link cannot be used</h1><p>It has expired or was used already. Start the sign-in again.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gangway wallet</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#141414}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.75rem;border:0;background:#3b6df6;color:#fff;cursor:pointer}</style></head>
<body>${body}</body></html>`
}
