import type { EventBus } from '../events/EventBus.js'
import type { OpenOptions } from '../Gangway.js'
import { preloadView } from '../plugin/preloadView.js'
import { canClose } from '../router/canClose.js'
import { goBack } from '../router/goBack.js'
import { pushView } from '../router/pushView.js'
import { replaceView } from '../router/replaceView.js'
import { resetOnClose } from '../router/resetOnClose.js'
import { resolveOpenView } from '../router/resolveOpenView.js'
import { activeAccount } from '../store/activeAccount.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ViewEntry, ViewId } from '../types/ViewRegistry.js'

export interface ModalController {
  /** Shows the first view of an open, chosen by the opening rules and loaded before it shows. */
  openFirst(request: OpenOptions): Promise<void>
  /** The view an open with no request would show now. */
  firstView(): ViewEntry
  show(entry: ViewEntry): void
  close(): boolean
  back(): void
  navigate(view: ViewId, params?: unknown, options?: { readonly replace?: boolean }): void
  shake(): void
  isConnected(): boolean
  currentView(): ViewId
  dispose(): void
}

export interface ModalControllerOptions {
  readonly embedded: boolean
  /** `siwx.required` of the config; the SIWX plugin's API (`siwx()`) tells the close rule when it is set up. */
  readonly siwxRequired: boolean
  readonly siwx: () => unknown
  readonly shakeMs: number
  readonly manualControl: boolean
  /** Whether any configured namespace has a chain adapter registered. */
  readonly hasAdapters: () => boolean
  readonly isMobile: () => boolean
}

/** Opening, closing and navigating the modal on top of the pure routing rules. */
export function createModalController(
  stores: GangwayStores,
  events: EventBus,
  options: ModalControllerOptions,
): ModalController {
  const { modal } = stores
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  const isConnected = () => {
    const current = activeAccount(stores)
    return current?.status === 'connected' && current.address !== undefined
  }
  const account = (ns: ChainNamespace) => stores.accounts.getState().byNamespace[ns]
  const resolveFirst = (request: OpenOptions) =>
    resolveOpenView({
      requestedView: request.view,
      requestedParams: request.params,
      requestedNamespace: request.namespace,
      activeNamespace: stores.networks.getState().activeNamespace,
      manualControl: options.manualControl,
      hasAdapters: options.hasAdapters(),
      hasAddress: isConnected(),
      isMobile: options.isMobile(),
      namespaceHasAddress: (ns) => account(ns)?.address !== undefined,
    })
  const currentView = (): ViewId => modal.getState().history.at(-1)?.view ?? 'Connect'
  const setHistory = (history: readonly ViewEntry[]) => {
    const previous = currentView()
    modal.setState({ history })
    const view = currentView()
    if (view !== previous) events.emit('VIEW_CHANGE', { view, previous })
  }
  const controller: ModalController = {
    async openFirst(request) {
      const first = resolveFirst(request)
      await preloadView(stores.registry.getState().views.get(first.view))
      controller.show(first)
    },
    firstView: () => resolveFirst({}),
    show(entry) {
      if (modal.getState().open) return setHistory(pushView(modal.getState().history, entry))
      const previous = currentView()
      modal.setState({ open: true, history: [entry] })
      if (entry.view !== previous) events.emit('VIEW_CHANGE', { view: entry.view, previous })
      events.emit('MODAL_OPEN', { view: entry.view, connected: isConnected() })
    },
    close() {
      const state = modal.getState()
      if (!state.open) return true
      const siwx = options.siwx() as
        | { readonly required?: () => boolean; readonly hasSession?: () => boolean }
        | undefined
      const allowed = canClose({
        view: currentView(),
        siwxRequired: siwx?.required?.() ?? options.siwxRequired,
        hasSiwxSession: siwx?.hasSession?.() === true,
      })
      if (!allowed) {
        controller.shake()
        return false
      }
      const connected = isConnected()
      const previous = currentView()
      modal.setState({
        open: false,
        loading: false,
        history: resetOnClose({ embedded: options.embedded, connected }),
      })
      if (currentView() !== previous) events.emit('VIEW_CHANGE', { view: currentView(), previous })
      events.emit('MODAL_CLOSE', { connected })
      return true
    },
    back() {
      const result = goBack(modal.getState().history, { connected: isConnected() })
      if (result.close) controller.close()
      else setHistory(result.history)
    },
    navigate(view, params, navigateOptions) {
      const entry: ViewEntry = params === undefined ? { view } : { view, params }
      const history = modal.getState().history
      setHistory(navigateOptions?.replace ? replaceView(history, entry) : pushView(history, entry))
    },
    shake() {
      clearTimeout(shakeTimer)
      modal.setState({ shake: true })
      shakeTimer = setTimeout(() => modal.setState({ shake: false }), options.shakeMs)
    },
    isConnected,
    currentView,
    dispose: () => clearTimeout(shakeTimer),
  }
  return controller
}
