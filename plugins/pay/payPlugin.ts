import {
  definePlugin,
  type PayRequest,
  type PluginContext,
  type ViewComponent,
} from '../../entries/plugin.js'
import { createPayments, type Payments } from './createPayments.js'
import type { PayApi } from './PayApi.js'
import type { PayState } from './PayState.js'
import { payFailure } from './payFailure.js'

/**
 * The Pay feature (flag `pay`): `gangway.pay(request)` opens the 'Pay' view for an exact payment with the
 * connected wallet (native, ERC-20, SPL) and settles once: the transaction hash when the chain confirmed
 * that the recipient got exactly the amount, else the error. Events PAY_STARTED, PAY_SUCCESS, PAY_FAILURE.
 */
function createPayPlugin() {
  // The instances set up with this plugin object, the latest last: `pay` serves the one set up last.
  const instances: Payments[] = []
  const api: PayApi = {
    pay(request: PayRequest) {
      const payments = instances.at(-1)
      if (!payments) return Promise.reject(payFailure('notSetUp', 'Pay is not enabled'))
      return payments.start(request)
    },
  }
  return definePlugin({
    name: 'pay',
    kind: 'feature',
    api,
    messages: {
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    },
    setup(ctx: PluginContext) {
      const store = ctx.createStore<PayState>('pay', () => ({}))
      const payments = createPayments(ctx, store)
      instances.push(payments)
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
      return () => {
        instances.splice(instances.indexOf(payments), 1)
        payments.dispose()
      }
    },
  })
}

/** The pay plugin the built-in loader installs while the `pay` flag is on. */
export const payPlugin = createPayPlugin()
