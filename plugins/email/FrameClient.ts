import type { FrameRequestType } from './protocol/FrameRequestType.js'

/** The widget's side of the secure frame: one hidden iframe on the frame's origin, and requests to it. */
export interface FrameClient {
  /** Resolves 500 ms after the frame's READY; rejects with EmbeddedWalletError (named FrameError) iframe_load_failed after 20 s without it. */
  readonly ready: Promise<void>
  /** Sends one request: its _SUCCESS payload, else an EmbeddedWalletError (an _ERROR: 'An error occurred' with the frame's message as details; a timeout; an abort). */
  request<T = unknown>(
    type: FrameRequestType,
    payload?: unknown,
    options?: { signal?: AbortSignal },
  ): Promise<T>
  /**
   * Shows the frame over `target` (kept on its box while shown) and moves the focus into it, for the visitor to
   * approve there; null hides it again.
   */
  show(target: HTMLElement | null): void
  /** Follows the height the frame's content asks for while shown; returns the unsubscribe. */
  onHeight(listener: (height: number) => void): () => void
  /** Removes the iframe; pending requests are rejected ('Request was aborted'). */
  destroy(): void
}
