const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The dev checkout's HTML: a title, lines of text, optional form fields and a script (run under `nonce`), escaped. */
export function renderCheckoutPage(page: {
  readonly title: string
  readonly lines: readonly string[]
  readonly form?: { readonly session: string; readonly pay: string }
  readonly message?: unknown
  readonly nonce: string
}): string {
  const form = page.form
    ? `<form method="post" action="pay"><input type="hidden" name="session" value="${escapeHtml(page.form.session)}">
<button type="submit" id="pay">${escapeHtml(page.form.pay)}</button>
<button type="button" id="cancel">Cancel</button></form>`
    : '<button type="button" id="close">Close this window</button>'
  const post = page.message === undefined ? 'null' : JSON.stringify(page.message).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(page.title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
button{font:inherit;padding:.6rem 1rem;margin:.5rem .5rem 0 0;border-radius:.5rem;border:1px solid #888;cursor:pointer}
#pay{background:#1a56db;color:#fff;border-color:#1a56db}p{overflow-wrap:anywhere}</style></head>
<body><main><h1>${escapeHtml(page.title)}</h1>${page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${form}</main>
<script nonce="${page.nonce}">
const result = ${post}
if (result && window.opener) window.opener.postMessage(result, '*')
document.getElementById('close')?.addEventListener('click', () => window.close())
document.getElementById('cancel')?.addEventListener('click', () => {
  if (window.opener) window.opener.postMessage({ type: 'gangway:onramp', status: 'cancelled' }, '*')
  window.close()
})
</script></body></html>`
}
