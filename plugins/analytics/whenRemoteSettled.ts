import type { PluginContext } from '../../entries/plugin.js'

/**
 * Resolves once the remote project config, which may turn analytics off, has answered (or failed):
 * at once when remote config is off or already loaded, else on the next FEATURES_CHANGED, at most
 * `deadlineMs` later, or at teardown.
 */
export function whenRemoteSettled(
  ctx: Pick<PluginContext, 'config' | 'stores' | 'events' | 'signal'>,
  deadlineMs: number,
): Promise<void> {
  if (!ctx.config.remoteConfig || ctx.stores.features.getState().remote !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      off()
      clearTimeout(timer)
      ctx.signal.removeEventListener('abort', done)
      resolve()
    }
    const off = ctx.events.once('FEATURES_CHANGED', done)
    const timer = setTimeout(done, deadlineMs)
    ctx.signal.addEventListener('abort', done, { once: true })
  })
}
