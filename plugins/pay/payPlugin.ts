import {
  definePlugin,
  type PayRequest,
  type PluginContext,
  type ViewComponent,
} from '../../entries/plugin.js'
import { createPayments } from './createPayments.js'
import type { PayApi } from './PayApi.js'
import type { PayState } from './PayState.js'

/**
 * The Pay feature (flag `pay`): `gangway.pay(request)` opens the 'Pay' view for an exact payment with the
 * connected wallet (native, ERC-20, SPL) and settles once: the transaction hash when the chain confirmed
 * that the recipient got exactly the amount, else the error. Events PAY_STARTED, PAY_SUCCESS, PAY_FAILURE.
 */
function createPayPlugin() {
  return definePlugin({
    name: 'pay',
    kind: 'feature',
    messages: {
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    },
    setup(ctx: PluginContext) {
      const store = ctx.createStore<PayState>('pay', () => ({}))
      const payments = createPayments(ctx, store)
      const api: PayApi = { pay: (request: PayRequest) => payments.start(request) }
      ctx.provideApi(api)
      let view: ViewComponent | undefined
      ctx.registerView({
        id: 'Pay',
        title: 'pay.title',
        skeletonRows: () => 4,
        load: () =>
          import('./PayView.js').then((module) => {
            view = view ?? module.bindPayView(payments, store)
            return { default: view }
          }),
      })
      return () => payments.dispose()
    },
  })
}

/** The pay plugin the built-in loader installs while the `pay` flag is on. */
export const payPlugin = createPayPlugin()
