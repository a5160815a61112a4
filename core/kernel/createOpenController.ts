import { ConfigError } from '../errors/ConfigError.js'
import { noUi } from '../errors/messages/noUi.js'
import type { Gangway, OpenOptions } from '../Gangway.js'
import type { ModalController } from './createModalController.js'
import type { PluginSync } from './createPluginSync.js'
import type { RuntimeHandle } from './createRuntimeHandle.js'
import type { KernelCore } from './KernelCore.js'
import { kernelTimings } from './kernelTimings.js'

export interface OpenController {
  /** Opens the modal: plugins, UI and controller load first; calls made meanwhile queue, the last wins. */
  open(request?: OpenOptions): Promise<void>
  /** Requests at once every chunk the first open needs (no setup, no service request); safe to call often. */
  prefetch(request?: OpenOptions): void
  /**
   * The page is idle: prefetch(), then the plugins of the first open set up and its view rehearsed (rendered
   * hidden once, ViewDefinition.rehearse), so that the click shows it in one frame. No service request.
   */
  warm(): void
  mount(gangway: Gangway, element?: HTMLElement): Promise<() => void>
  modal(): ModalController | undefined
  dispose(): void
}

const coarsePointer = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches

/** The first open: the shell plugins, the UI module, the modal controller and the first view, in order. */
export function createOpenController(
  core: KernelCore,
  runtime: RuntimeHandle,
  plugins: PluginSync,
  hooks: { readonly self: () => Gangway; readonly onOpen: () => void },
): OpenController {
  const { config, stores, options, namespaces } = core
  let modal: ModalController | undefined
  let modalLoading: Promise<ModalController> | undefined
  let ui: (() => void) | undefined
  let mounts = 0
  let openRequest: OpenOptions | undefined
  let opening: Promise<void> | undefined
  const loadModal = () =>
    (modalLoading ??= import('./createModalController.js').then(({ createModalController }) => {
      modal = createModalController(stores, core.events, {
        embedded: config.embedded,
        siwxRequired: config.siwx?.required === true,
        siwx: () => runtime.current()?.host.api('siwx'),
        shakeMs: kernelTimings.shakeMs,
        manualControl: config.manualControl,
        hasAdapters: () => [...namespaces].some((ns) => runtime.chain(ns) !== undefined),
        isMobile: options.env?.isMobile ?? coarsePointer,
      })
      return modal
    }))
  const mount = async (gangway: Gangway, element?: HTMLElement) => {
    if (!options.ui) throw new ConfigError(noUi, { details: 'import createGangway from "gangway"' })
    const module = await options.ui()
    ui?.() // the modal mounted on its own (on intent or open) gives way to the host's mount
    ui = undefined
    mounts += 1
    const unmount = module.mount(gangway, element)
    return () => {
      mounts -= 1
      unmount()
    }
  }
  let disposed = false
  const ensureUi = async () => {
    if (disposed || mounts > 0 || !options.ui || typeof document === 'undefined') return
    const module = await options.ui()
    if (disposed || mounts > 0) return
    mounts += 1
    const unmount = module.mount(hooks.self())
    ui = () => {
      mounts -= 1
      unmount()
    }
  }
  const noop = () => {}
  const prefetch = (request?: OpenOptions) => {
    for (const loader of options.loaders ?? []) if (!('feature' in loader.trigger)) loader.load().catch(noop)
    runtime.load().then((loaded) => loaded.prefetch(request?.view, plugins.accountWanted()), noop)
    ensureUi().catch(noop)
    loadModal().catch(noop)
  }
  const warm = () => {
    if (disposed) return
    prefetch()
    plugins.wantShell()
    Promise.all([plugins.sync(), ensureUi(), loadModal()])
      .then(async ([, , controller]) => {
        const ui = await options.ui?.()
        const { open, loading } = stores.modal.getState()
        if (!disposed && !open && !loading && !opening) ui?.rehearse?.(hooks.self(), controller.firstView())
      })
      .catch(noop)
  }
  const show = async () => {
    // A view asked for by name may be one that serves a connected account: its plugin loads before the open.
    if (openRequest?.view) plugins.wantAccount()
    prefetch(openRequest)
    plugins.wantShell()
    const ui = ensureUi()
    await plugins.sync()
    await ui
    await (await loadModal()).openFirst(openRequest ?? {})
    hooks.onOpen()
  }
  return {
    open(request = {}) {
      openRequest = request
      if (stores.modal.getState().open && !opening) {
        if (request.view) modal?.navigate(request.view, request.params)
        return Promise.resolve()
      }
      // The skeleton only when the open waits for something: opened warm, the first frame is the view. It has
      // the rows of the view asked for by name, when that view is registered (skeletonRows).
      setTimeout(() => opening && stores.modal.setState({ loading: true, opening: request.view }))
      opening ??= show().finally(() => {
        stores.modal.setState({ loading: false, opening: undefined })
        opening = undefined
      })
      return opening
    },
    prefetch,
    warm,
    mount,
    modal: () => modal,
    dispose() {
      disposed = true
      ui?.()
      modal?.dispose()
    },
  }
}
