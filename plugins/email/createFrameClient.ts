import { EmbeddedWalletError } from './EmbeddedWalletError.js'
import type { FrameClient } from './FrameClient.js'
import { frameTimings } from './frameTimings.js'
import { LONG_REQUESTS } from './LONG_REQUESTS.js'
import { readFrameEnvelope } from './protocol/readFrameEnvelope.js'
import { visibleInset } from './visibleInset.js'

interface Pending {
  readonly type: string
  resolve(payload: unknown): void
  reject(error: EmbeddedWalletError): void
}

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/**
 * Creates the hidden secure frame at `frameUrl` (with projectId, chainId, version and the logger flag) and talks to
 * it: a message counts only when it comes from that iframe's window and the frame's origin, and a reply only
 * when its id is one this client sent, with that request's type.
 */
export function createFrameClient(options: {
  readonly frameUrl: string
  readonly projectId: string
  readonly chainId: string | number
  readonly version: string
  readonly logger?: boolean
  readonly document?: Document
  readonly timings?: Partial<Record<keyof typeof frameTimings, number>>
}): FrameClient {
  const doc = options.document ?? document
  const win = doc.defaultView ?? window
  const timings = { ...frameTimings, ...options.timings }
  const url = new URL(options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', options.version)
  url.searchParams.set('logger', String(options.logger ?? false))
  const origin = url.origin
  const iframe = doc.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Gangway secure frame'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin')
  iframe.style.cssText =
    'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;left:-9999px;top:0'
  const pending = new Map<string, Pending>()
  const heightListeners = new Set<(height: number) => void>()
  const hidden = iframe.style.cssText
  let shown: { target: HTMLElement; frame: number; rect: string } | undefined
  const place = () => {
    if (!shown) return
    const box = shown.target.getBoundingClientRect()
    // Laid out at the target's own size and scaled like it (the modal is scaled up on a zoomed-out page).
    const { offsetWidth: width, offsetHeight: height } = shown.target
    const scale = width > 0 && Math.abs(box.width / width - 1) > 0.01 ? box.width / width : 1
    const clip = visibleInset(shown.target, box, win, scale)
    const size =
      scale === 1
        ? `width:${box.width}px;height:${box.height}px`
        : `width:${width}px;height:${height}px;transform-origin:0 0;transform:scale(${scale})`
    const rect = `left:${box.left}px;top:${box.top}px;${size};clip-path:${clip}`
    if (rect !== shown.rect) {
      shown.rect = rect
      iframe.style.cssText = `position:fixed;border:0;z-index:2147483647;background:#fff;${rect}`
    }
    shown.frame = win.requestAnimationFrame(place)
  }
  const keepFocus = (event: FocusEvent) => {
    if (shown && event.target === iframe) event.stopImmediatePropagation()
  }
  let destroyed = false
  let settleReady: { resolve(): void; reject(error: EmbeddedWalletError): void } | undefined
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject }
  })
  ready.catch(() => {})
  const loadTimer = win.setTimeout(
    () => settleReady?.reject(new EmbeddedWalletError('iframe_load_failed')),
    timings.loadTimeoutMs,
  )
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin) return
    const message = readFrameEnvelope(event.data)
    if (!message?.type.startsWith('@gangway-frame/')) return
    if (message.type === '@gangway-frame/FRAME_HEIGHT') {
      const height = (message.payload as { height?: unknown } | undefined)?.height
      if (typeof height === 'number' && Number.isFinite(height) && height > 0)
        for (const listener of heightListeners) listener(Math.min(Math.ceil(height), 2_000))
      return
    }
    if (message.type === '@gangway-frame/READY') {
      win.clearTimeout(loadTimer)
      const settle = settleReady
      settleReady = undefined
      if (settle) win.setTimeout(() => settle.resolve(), timings.readyDelayMs)
      return
    }
    const request = message.id === undefined ? undefined : pending.get(message.id)
    if (!request || !message.id) return
    const reply = message.type.slice('@gangway-frame/'.length)
    if (reply === `${request.type}_SUCCESS`) {
      pending.delete(message.id)
      request.resolve(message.payload)
    } else if (reply === `${request.type}_ERROR`) {
      pending.delete(message.id)
      const { message: text, code } = (message.payload ?? {}) as { message?: unknown; code?: unknown }
      request.reject(
        new EmbeddedWalletError('An error occurred', {
          details: typeof text === 'string' && text ? text.slice(0, 500) : undefined,
          code: typeof code === 'number' && Number.isSafeInteger(code) ? code : undefined,
        }),
      )
    }
  }
  win.addEventListener('message', onMessage)
  win.addEventListener('focusin', keepFocus, true)
  doc.body.appendChild(iframe)

  return {
    ready,
    async request<T>(
      type: Parameters<FrameClient['request']>[0],
      payload?: unknown,
      { signal }: { signal?: AbortSignal } = {},
    ) {
      if (destroyed) throw new EmbeddedWalletError('iframe is not set')
      await ready
      const target = iframe.contentWindow
      if (!target) throw new EmbeddedWalletError('iframe is not set')
      if (signal?.aborted) throw new EmbeddedWalletError('Request was aborted')
      const id = randomId()
      return new Promise<T>((resolve, reject) => {
        let timer: number | undefined
        const done = () => {
          if (timer !== undefined) win.clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
        const onAbort = () => {
          pending.delete(id)
          done()
          reject(new EmbeddedWalletError('Request was aborted'))
        }
        pending.set(id, {
          type,
          resolve: (value) => {
            done()
            resolve(value as T)
          },
          reject: (error) => {
            done()
            reject(error)
          },
        })
        signal?.addEventListener('abort', onAbort)
        const timeoutMs = LONG_REQUESTS.has(type)
          ? timings.longRequestTimeoutMs
          : type === 'SIGN_OUT'
            ? timings.signOutWaitMs
            : undefined
        if (timeoutMs !== undefined)
          timer = win.setTimeout(() => {
            pending.delete(id)
            done()
            reject(new EmbeddedWalletError('iframe_request_timeout'))
          }, timeoutMs)
        target.postMessage({ gangwayFrame: 1, id, type: `@gangway-app/${type}`, payload }, origin)
      })
    },
    show(target) {
      if (shown) win.cancelAnimationFrame(shown.frame)
      shown = undefined
      if (!target) {
        iframe.style.cssText = hidden
        iframe.tabIndex = -1
        iframe.setAttribute('aria-hidden', 'true')
        return
      }
      iframe.removeAttribute('aria-hidden')
      iframe.tabIndex = 0
      shown = { target, frame: 0, rect: '' }
      place()
      iframe.focus()
    },
    onHeight(listener) {
      heightListeners.add(listener)
      return () => heightListeners.delete(listener)
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (shown) win.cancelAnimationFrame(shown.frame)
      win.removeEventListener('focusin', keepFocus, true)
      win.clearTimeout(loadTimer)
      win.removeEventListener('message', onMessage)
      settleReady?.reject(new EmbeddedWalletError('Request was aborted'))
      for (const request of pending.values()) request.reject(new EmbeddedWalletError('Request was aborted'))
      pending.clear()
      iframe.remove()
    },
  }
}
