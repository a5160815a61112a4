// What runs inside each page (an init script, before the page's own scripts): finders and frame-accurate marks.

/**
 * Installed with context.addInitScript(installProbe, spec). `spec.finders` holds function sources
 * `(h) => Element | null` for `button`, `modal` and `wallet` (the dev wallet's entry inside the modal);
 * `spec.account` is a RegExp source matching the truncated dev account address.
 * Every mark is performance.now() (ms since navigation start) at the first animation frame where the
 * condition holds, i.e. the frame that paints it.
 */
export function installProbe(spec) {
  const h = {
    visible(element) {
      if (!element?.isConnected) return false
      const rect = element.getBoundingClientRect()
      if (rect.width < 1 || rect.height < 1) return false
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    },
    /** First element matching `selector` in `root` or any open shadow root below it. */
    deep(root, selector) {
      if (!root) return null
      const direct = root.querySelector(selector)
      if (direct) return direct
      const hosts = root.shadowRoot ? [root, ...root.querySelectorAll('*')] : root.querySelectorAll('*')
      for (const element of hosts)
        if (element.shadowRoot) {
          const found = h.deep(element.shadowRoot, selector)
          if (found) return found
        }
      return null
    },
    /** Every element matching `selector` in `root` and the open shadow roots below it. */
    deepAll(root, selector, found = []) {
      if (!root) return found
      found.push(...root.querySelectorAll(selector))
      const hosts = root.shadowRoot ? [root, ...root.querySelectorAll('*')] : root.querySelectorAll('*')
      for (const element of hosts) if (element.shadowRoot) h.deepAll(element.shadowRoot, selector, found)
      return found
    },
    /**
     * Visible but for the opacity of ancestors fading in: each ancestor at opacity 0 runs an animation
     * still at its start (the main thread holds a compositor animation at time 0 until the compositor
     * reports that it started, frames after the compositor began to fade it in).
     */
    entering(element) {
      if (!element?.isConnected || h.visible(element)) return false
      const rect = element.getBoundingClientRect()
      if (rect.width < 1 || rect.height < 1 || !element.checkVisibility({ visibilityProperty: true }))
        return false
      for (let node = element; node; node = node.parentElement ?? node.getRootNode().host) {
        if (getComputedStyle(node).opacity !== '0') continue
        const starting = node
          .getAnimations()
          .some((animation) => animation.playState === 'running' && !animation.currentTime)
        if (!starting) return false
      }
      return true
    },
    /** h.visible, or also h.entering while `lenient` (set by conditions that count a fade-in). */
    lenient: false,
    shown(element) {
      return h.visible(element) || (h.lenient && h.entering(element))
    },
    /** Deepest visible element under `root` (shadow roots and slotted text included) whose textContent matches `pattern`. */
    text(root, pattern) {
      const visit = (node) => {
        if (node.shadowRoot) {
          const found = visit(node.shadowRoot)
          if (found) return found
        }
        for (const child of node.children) {
          if (child.localName === 'style' || child.localName === 'script' || child.localName === 'template')
            continue
          const found = visit(child)
          if (found) return found
        }
        return node.nodeType === 1 && pattern.test(node.textContent) && h.shown(node) ? node : null
      }
      return root ? visit(root) : null
    },
  }
  const make = (source) => (source ? new Function('h', 'modal', `return (${source})(h, modal)`) : () => null)
  const find = {
    button: make(spec.finders.button),
    modal: make(spec.finders.modal),
    wallet: make(spec.finders.wallet),
    rows: spec.finders.rows ? make(spec.finders.rows) : () => [],
    scroller: make(spec.finders.scroller),
  }
  const enteringSince = {}
  /**
   * Met when `visible()` holds, or in the frame after the first one where `enteringNow()` held (the
   * frame that paints the fade-in's first step); the same rule for every widget.
   */
  const shownOrEntered = (name, visible, enteringNow) => {
    if (visible()) return true
    h.lenient = true
    let entering = false
    try {
      entering = enteringNow()
    } finally {
      h.lenient = false
    }
    if (!entering) enteringSince[name] = undefined
    else if (enteringSince[name] === undefined) enteringSince[name] = performance.now()
    else return true
    return false
  }
  const visibleRows = () => find.rows(h).filter((row) => h.visible(row))
  const account = new RegExp(spec.account, 'i')
  const conditions = {
    button: () => {
      const button = find.button(h)
      return h.visible(button) && h.text(button, /connect wallet/i) !== null
    },
    modal: () =>
      shownOrEntered(
        'modal',
        () => h.visible(find.modal(h)),
        () => h.shown(find.modal(h)),
      ),
    connectView: () => {
      const both = () => {
        const modal = find.modal(h)
        return h.shown(modal) && h.shown(find.wallet(h, modal))
      }
      return shownOrEntered('connectView', both, both)
    },
    modalGone: () => !h.visible(find.modal(h)),
    account: () => h.text(document.body, account) !== null,
    // Shown in the frame after the one that first paints them, should they enter with a fade from opacity 0.
    listShown: () =>
      shownOrEntered(
        'listShown',
        () => visibleRows().length >= 5,
        () => find.rows(h).filter((row) => h.entering(row)).length >= 5,
      ),
    searchUpdated: () => {
      const first = visibleRows()[0]
      return first !== undefined && h.text(first, new RegExp(spec.search)) !== null
    },
    /** The per-frame work of searchUpdated, never met: the probe's own cost, measured while idle. */
    probeOnly: () => {
      conditions.searchUpdated()
      return false
    },
    searchCleared: () => {
      const first = visibleRows()[0]
      return first !== undefined && h.text(first, new RegExp(spec.search)) === null
    },
  }
  const marks = {}
  const pending = {}
  const watch = (name, condition = name, timeoutMs = 15_000) => {
    if (!pending[name]) enteringSince[condition] = undefined
    pending[name] ??= new Promise((resolve) => {
      const started = performance.now()
      const tick = () => {
        let met = false
        try {
          met = conditions[condition]()
        } catch {}
        const now = performance.now()
        if (met) {
          marks[name] = now
          resolve(now)
        } else if (now - started > timeoutMs) resolve(null)
        else requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    return pending[name]
  }
  const rearm = (name) => {
    delete pending[name]
    delete marks[name]
  }
  for (const type of ['click', 'keydown'])
    addEventListener(
      type,
      (event) => {
        if (event.isTrusted) marks[type] = event.timeStamp
      },
      true,
    )
  /** Frame deltas (ms) of every animation frame from now until stop(). */
  const frames = () => {
    const deltas = []
    let last = performance.now()
    let running = true
    const tick = (time) => {
      if (!running) return
      deltas.push(time - last)
      last = time
      requestAnimationFrame(tick)
    }
    requestAnimationFrame((time) => {
      last = time
      requestAnimationFrame(tick)
    })
    return () => {
      running = false
      return deltas
    }
  }
  const bench = { h, find, conditions, marks, watch, rearm, frames }
  Object.defineProperty(window, '__bench', { value: bench })
  watch('button')
  if (localStorage.getItem('bench:expect-account') === '1') watch('account', 'account', 20_000)
}
