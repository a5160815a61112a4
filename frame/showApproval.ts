import type { ApprovalDescription } from './ApprovalDescription.js'

type Style = Partial<CSSStyleDeclaration>

const make = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  style: Style,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const element = doc.createElement(tag)
  Object.assign(element.style, style)
  if (text !== undefined) element.textContent = text
  return element
}

const button = (doc: Document, label: string, primary: boolean) =>
  make(
    doc,
    'button',
    {
      flex: '1',
      minHeight: '44px',
      borderRadius: '12px',
      font: 'inherit',
      fontWeight: '600',
      cursor: 'pointer',
      border: primary ? '1px solid #1f5fd6' : '1px solid #c9ccd3',
      background: primary ? '#1f5fd6' : '#fff',
      color: primary ? '#fff' : '#1b1d21',
    },
    label,
  )

/**
 * Shows `description` in the frame's own document with Reject and Approve, and resolves true only on a real
 * (trusted) click or key press of Approve; false on Reject or Escape. Aborting `signal` (the widget cancelled, the
 * deadline passed) removes it and resolves false. `onHeight` gets the content's height as it changes.
 */
export function showApproval(
  doc: Document,
  description: ApprovalDescription,
  options: { readonly signal: AbortSignal; readonly onHeight: (height: number) => void },
): Promise<boolean> {
  const root = make(doc, 'section', {
    boxSizing: 'border-box',
    padding: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    font: '14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif',
    color: '#1b1d21',
    background: '#fff',
  })
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-labelledby', 'gangway-approval-title')
  const title = make(doc, 'h1', { fontSize: '16px', margin: '0' }, description.title)
  title.id = 'gangway-approval-title'
  title.tabIndex = -1
  const list = make(doc, 'dl', { margin: '0', display: 'grid', gap: '6px' })
  for (const row of description.rows) {
    list.append(
      make(doc, 'dt', { color: '#5b616e', fontSize: '12px' }, row.label),
      make(doc, 'dd', { margin: '0', overflowWrap: 'anywhere', fontWeight: '500' }, row.value),
    )
  }
  root.append(title, list)
  if (description.detail !== undefined) {
    const detail = make(
      doc,
      'pre',
      {
        margin: '0',
        padding: '8px',
        maxHeight: '160px',
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        background: '#f3f4f6',
        borderRadius: '8px',
        font: '13px/1.4 ui-monospace, monospace',
      },
      description.detail,
    )
    detail.tabIndex = 0
    detail.setAttribute('aria-label', 'Content to sign')
    root.append(detail)
  }
  const actions = make(doc, 'div', { display: 'flex', gap: '8px' })
  const reject = button(doc, 'Reject', false)
  const approve = button(doc, 'Approve', true)
  actions.append(reject, approve)
  root.append(actions)
  doc.body.style.margin = '0'
  doc.body.replaceChildren(root)
  const observer = new ResizeObserver(() => options.onHeight(Math.ceil(root.getBoundingClientRect().height)))
  observer.observe(root)
  title.focus({ preventScroll: true })

  return new Promise<boolean>((resolve) => {
    const finish = (approved: boolean) => {
      observer.disconnect()
      options.signal.removeEventListener('abort', onAbort)
      doc.removeEventListener('keydown', onKey)
      root.remove()
      resolve(approved)
    }
    const onAbort = () => finish(false)
    const onKey = (event: KeyboardEvent) => {
      if (event.isTrusted && event.key === 'Escape') finish(false)
    }
    if (options.signal.aborted) return finish(false)
    options.signal.addEventListener('abort', onAbort)
    doc.addEventListener('keydown', onKey)
    reject.addEventListener('click', (event) => {
      if (event.isTrusted) finish(false)
    })
    approve.addEventListener('click', (event) => {
      if (event.isTrusted) finish(true)
    })
  })
}
