import type { DevWalletControl } from './DevWalletControl.js'

type DevWalletRequest = ReturnType<DevWalletControl['pending']>[number]

export interface MountDevWalletPanelOptions {
  readonly wallets: readonly { readonly name: string; readonly provider: DevWalletControl }[]
  readonly container?: HTMLElement
  readonly corner?: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left'
}

const styles = `
:host { all: initial; }
.panel { position: fixed; z-index: 2147483000; width: 320px; max-height: 60vh; overflow: auto; box-sizing: border-box;
  font: 12px/1.4 system-ui, sans-serif; color: #111; background: #fff; border: 1px solid #ccd; border-radius: 10px;
  box-shadow: 0 6px 24px rgba(0,0,0,.18); padding: 8px; }
.bottom-right { right: 12px; bottom: 12px; } .bottom-left { left: 12px; bottom: 12px; }
.top-right { right: 12px; top: 12px; } .top-left { left: 12px; top: 12px; }
section + section { border-top: 1px solid #e4e4ee; margin-top: 6px; padding-top: 6px; }
header { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-weight: 600; }
.meta { color: #556; font-size: 11px; margin: 2px 0 4px; }
label { display: flex; align-items: center; gap: 4px; font-weight: 400; cursor: pointer; }
ul { list-style: none; margin: 0; padding: 0; }
li { border: 1px solid #e4e4ee; border-radius: 6px; padding: 6px; margin-top: 4px; }
.method { font-weight: 600; font-family: ui-monospace, monospace; }
pre { margin: 4px 0; max-height: 80px; overflow: auto; white-space: pre-wrap; word-break: break-all; font-size: 10px; color: #334; }
.actions { display: flex; gap: 6px; }
button { font: inherit; padding: 3px 10px; border-radius: 6px; border: 1px solid #99a; background: #f4f4f8; cursor: pointer; }
button.approve { background: #1f7a3a; border-color: #1f7a3a; color: #fff; }
button.reject { background: #b3261e; border-color: #b3261e; color: #fff; }
.empty { color: #778; font-style: italic; }
`

function summarise(params: unknown): string {
  const text = JSON.stringify(params, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  return text.length > 400 ? `${text.slice(0, 400)}…` : text
}

function shortAddress(address: string | undefined): string {
  return address ? `${address.slice(0, 6)}…${address.slice(-4)}` : '-'
}

/** Mounts a fixed-corner approve / reject panel (shadow DOM, stable data-testid) for the given dev wallets; returns unmount. */
export function mountDevWalletPanel(options: MountDevWalletPanelOptions): () => void {
  const container = options.container ?? document.body
  const doc = container.ownerDocument
  const host = doc.createElement('div')
  host.setAttribute('data-testid', 'dev-wallet-panel-host')
  const root = host.attachShadow({ mode: 'open' })
  const style = doc.createElement('style')
  style.textContent = styles
  const panel = doc.createElement('div')
  panel.className = `panel ${options.corner ?? 'bottom-right'}`
  panel.setAttribute('data-testid', 'dev-wallet-panel')
  root.append(style, panel)

  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string> = {},
    text?: string,
  ): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag)
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value)
    if (text !== undefined) node.textContent = text
    return node
  }

  const renderRequest = (provider: DevWalletControl, request: DevWalletRequest): HTMLLIElement => {
    const item = element('li', {
      'data-testid': 'dev-wallet-request',
      'data-request-id': request.id,
      'data-method': request.method,
    })
    const approve = element(
      'button',
      { type: 'button', class: 'approve', 'data-testid': 'dev-wallet-approve' },
      'Approve',
    )
    const reject = element(
      'button',
      { type: 'button', class: 'reject', 'data-testid': 'dev-wallet-reject' },
      'Reject',
    )
    approve.addEventListener('click', () => provider.resolve(request.id, true))
    reject.addEventListener('click', () => provider.resolve(request.id, false))
    const actions = element('div', { class: 'actions' })
    actions.append(approve, reject)
    item.append(
      element('div', { class: 'method' }, request.method),
      element('pre', { 'data-testid': 'dev-wallet-request-params' }, summarise(request.params)),
      actions,
    )
    return item
  }

  const sections = options.wallets.map(({ name, provider }) => {
    const section = element('section', { 'data-testid': 'dev-wallet-section', 'data-wallet': name })
    const render = (): void => {
      const header = element('header')
      const toggle = element('input', { type: 'checkbox', 'data-testid': 'dev-wallet-auto-approve' })
      toggle.checked = provider.autoApprove
      toggle.addEventListener('change', () => provider.setAutoApprove(toggle.checked))
      const label = element('label', {}, 'Auto-approve')
      label.prepend(toggle)
      header.append(element('span', { 'data-testid': 'dev-wallet-name' }, name), label)
      const meta = element(
        'div',
        { class: 'meta', 'data-testid': 'dev-wallet-status' },
        `${provider.authorised ? 'connected' : 'not connected'} · chain ${provider.chainId} · ${shortAddress(provider.addresses[0])}`,
      )
      const pending = provider.pending()
      const list = element('ul', { 'data-testid': 'dev-wallet-requests' })
      if (pending.length === 0) list.append(element('li', { class: 'empty' }, 'No pending requests'))
      for (const request of pending) list.append(renderRequest(provider, request))
      section.replaceChildren(header, meta, list)
    }
    render()
    panel.append(section)
    return provider.subscribe(render)
  })
  container.append(host)
  return () => {
    for (const unsubscribe of sections) unsubscribe()
    host.remove()
  }
}
