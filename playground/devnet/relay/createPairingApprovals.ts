import type { ApprovalQueue } from '../wallet/ApprovalQueue.js'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'

interface PairingRequest {
  readonly id: string
  readonly method: string
  readonly params: unknown
}

/** The approval queue of a namespace signer: at once by default, held for resolve() with manualApproval; ids prefixed `<namespace>-`. */
export function createPairingApprovals(
  namespace: string,
  manualApproval: boolean | undefined,
): Pick<ApprovalQueue<PairingRequest>, 'pending' | 'resolve'> & {
  confirm(method: string, params: unknown): Promise<void>
} {
  const prefix = `${namespace}-`
  const queue = createApprovalQueue<PairingRequest>({ autoApprove: !manualApproval, notify: () => {} })
  return {
    confirm: (method, params) => queue.confirm((id) => ({ id: `${prefix}${id}`, method, params })),
    pending: () => queue.pending(),
    resolve: (id, approved) => id.startsWith(prefix) && queue.resolve(id, approved),
  }
}
