import { activeAccount, createAlert, definePlugin, type PluginContext } from '../../entries/plugin.js'
import type { AnalyticsApi } from './AnalyticsApi.js'
import { type AnalyticsLimits, analyticsLimits } from './analyticsLimits.js'
import { analyticsUrl } from './analyticsUrl.js'
import { createAnalyticsQueue } from './createAnalyticsQueue.js'
import { createAnalyticsTransport } from './createAnalyticsTransport.js'
import { createErrorRateLimit } from './createErrorRateLimit.js'
import { createEventBuilder } from './createEventBuilder.js'
import { fetchAnalyticsEnabled } from './fetchAnalyticsEnabled.js'
import { pageInfo } from './pageInfo.js'
import { type ReportedError, toErrorReport } from './toErrorReport.js'
import { trackedEvents } from './trackedEvents.js'
import { watchPageHide } from './watchPageHide.js'
import { whenRemoteSettled } from './whenRemoteSettled.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    analytics: AnalyticsApi
  }
}

const reportedErrors: readonly ReportedError[] = ['CONNECT_ERROR', 'DISCONNECT_ERROR', 'PLUGIN_ERROR']

/**
 * The analytics feature (spec sections 3, 7, 9): the kernel's events, batched, to POST {analytics}/e,
 * only while the flag is on and the project's analytics config allows it; never when the host set
 * `analytics: false`. `limits` is for tests.
 */
export function createAnalyticsPlugin(limits: Partial<AnalyticsLimits> = {}) {
  const settings: AnalyticsLimits = { ...analyticsLimits, ...limits }
  const running = new Set<() => Promise<void>>()
  const api: AnalyticsApi = {
    flush: async () => {
      await Promise.all([...running].map((flush) => flush()))
    },
  }
  const hostOptedOut = (ctx: PluginContext) => ctx.stores.features.getState().host.analytics === false
  return definePlugin({
    name: 'analytics',
    kind: 'feature',
    api,
    setup(ctx) {
      const first = pageInfo()
      const url = analyticsUrl(ctx.config.endpoints.analytics, ctx.config.projectId ?? '')
      if (hostOptedOut(ctx) || !first || !url) return
      const transport = createAnalyticsTransport({
        url,
        timeoutMs: settings.requestTimeoutMs,
        fetch: ctx.config.fetch,
      })
      const queue = createAnalyticsQueue(transport, settings, () =>
        ctx.raise(createAlert('InvalidAppConfiguration')),
      )
      const offFeatures = ctx.stores.features.subscribe((state) => {
        if (!state.features.analytics || state.host.analytics === false) queue.stop()
      })
      const build = createEventBuilder(() => pageInfo() ?? first, settings.textMaxChars)
      const errors = createErrorRateLimit(settings.errorReportsPerMinute)
      // Set up when the page is idle or at the first open: nothing is asked, kept or sent before that open.
      let opened = ctx.stores.modal.getState().open
      let allowed: Promise<void> | undefined
      const start = () => {
        opened = true
        allowed ??= Promise.all([
          ctx.config.remoteConfig ? fetchAnalyticsEnabled(ctx.config, ctx.signal) : true,
          whenRemoteSettled(ctx, settings.remoteConfigWaitMs),
        ]).then(([enabled]) => {
          if (enabled) queue.start()
          else queue.stop()
        })
      }
      // The first request after the frame that shows the modal, never in the click's own task.
      ctx.events.on('MODAL_OPEN', () => {
        opened = true
        setTimeout(start)
      })
      if (opened) start()
      const connected = () => {
        const account = activeAccount(ctx.stores)
        return account?.status === 'connected' ? account.address : undefined
      }
      for (const name of trackedEvents)
        ctx.events.on(name, (payload) => {
          if (!opened) return
          const address = name === 'CONNECT_SUCCESS' ? (payload as { address: string }).address : connected()
          queue.push(build.track(name, payload, address))
        })
      for (const name of reportedErrors)
        ctx.events.on(name, (payload) => {
          if (opened && errors.take())
            queue.push(build.error(name, toErrorReport(name, payload, settings), connected()))
        })
      const flush = async () => {
        if (opened) start()
        await allowed
        if (allowed) await queue.flush()
      }
      running.add(flush)
      const unwatch = watchPageHide(() => queue.flushBeacon())
      return () => {
        running.delete(flush)
        unwatch()
        offFeatures()
        if (ctx.features().analytics) queue.flushBeacon()
        queue.stop()
      }
    },
  })
}
