import { type FrameErrorMessage, GangwayError, type GangwayErrorOptions } from '../../entries/plugin.js'

type Message =
  | FrameErrorMessage
  | 'Not connected to email or social'
  | 'Invalid params'
  | 'Requested RPC call is not allowed'
  | 'User rejected the request.'

/**
 * A failure of the secure frame or of the e-mail wallet's provider: FrameError's catalogue messages (plus the
 * provider's own), named 'FrameError'. Its own class, not core's FrameError: a lazy chunk that uses a module the
 * gangway barrel re-exports pulls that module into the page-start chunk under esbuild (tests/guards/size.test.ts).
 * `code` is the EIP-1193 code when the provider refuses a call.
 */
export class EmbeddedWalletError extends GangwayError<Message> {
  override name = 'FrameError' as const
  readonly code: number | undefined
  constructor(message: Message, options: GangwayErrorOptions & { readonly code?: number } = {}) {
    super(message, options)
    this.code = options.code
  }
}
