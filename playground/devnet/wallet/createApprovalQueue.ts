import type { ApprovalQueue } from './ApprovalQueue.js'
import { ProviderRpcError } from './ProviderRpcError.js'

interface ApprovalQueueOptions<R> {
  readonly approve?: ((request: R) => boolean | Promise<boolean>) | undefined
  readonly autoApprove?: boolean | undefined
  readonly notify: () => void
}

/** The approval queue shared by the dev wallets; confirm() throws 4001 when a request is rejected. */
export function createApprovalQueue<R extends { readonly id: string }>(
  options: ApprovalQueueOptions<R>,
): ApprovalQueue<R> {
  const approvePolicy = options.approve ?? (() => true)
  const waiting = new Map<string, { request: R; decide: (approved: boolean) => void }>()
  let autoApprove = options.autoApprove ?? true
  let counter = 0

  async function decideByPolicy(request: R): Promise<boolean> {
    try {
      return (await approvePolicy(request)) === true
    } catch {
      return false
    }
  }

  return {
    get autoApprove() {
      return autoApprove
    },
    async confirm(build) {
      counter += 1
      const request = build(String(counter))
      const approved = autoApprove
        ? await decideByPolicy(request)
        : await new Promise<boolean>((decide) => {
            waiting.set(request.id, { request, decide })
            options.notify()
          })
      if (!approved) throw new ProviderRpcError(4001, 'User rejected the request.')
    },
    setAutoApprove(enabled) {
      autoApprove = enabled
      if (enabled)
        for (const [id, entry] of [...waiting]) {
          waiting.delete(id)
          void decideByPolicy(entry.request).then(entry.decide)
        }
      options.notify()
    },
    pending: () => [...waiting.values()].map((entry) => entry.request),
    resolve(id, approved) {
      const entry = waiting.get(id)
      if (!entry) return false
      waiting.delete(id)
      entry.decide(approved)
      options.notify()
      return true
    },
  }
}
