import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { uiKitCss } from '../../ui-kit/index.js'
import type { Gangway } from '../Gangway.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import { ShellRoot } from './ShellRoot.js'
import { shellCss } from './shellCss.js'

const rehearsers = new WeakMap<Gangway, (entry: ViewEntry) => void>()
const registerRehearser = (gangway: Gangway) => (rehearse: (entry: ViewEntry) => void) => {
  rehearsers.set(gangway, rehearse)
  return () => {
    if (rehearsers.get(gangway) === rehearse) rehearsers.delete(gangway)
  }
}

/** GangwayUi.rehearse: the mounted shell of `gangway` renders `entry`'s view once, hidden and inert. */
export function rehearse(gangway: Gangway, entry: ViewEntry): void {
  rehearsers.get(gangway)?.(entry)
}

/** Renders the modal shell in a shadow root inside `element` (default: document.body); returns its unmount. */
export function mount(gangway: Gangway, element?: HTMLElement): () => void {
  const host = document.createElement('gangway-modal')
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = uiKitCss + shellCss
  const container = document.createElement('div')
  container.style.display = 'contents'
  shadow.append(style, container)
  ;(element ?? document.body).append(host)
  const root = createRoot(container)
  root.render(createElement(ShellRoot, { gangway, rehearsals: registerRehearser(gangway) }))
  return () => {
    root.unmount()
    host.remove()
  }
}
