import { useCallback, useRef, useSyncExternalStore } from 'react'

/** Re-renders on every change a dev wallet reports (its own subscribe); returns a change counter. */
export function useWalletVersion(
  wallet: { subscribe(listener: () => void): () => void } | undefined,
): number {
  const version = useRef(0)
  const subscribe = useCallback(
    (listener: () => void) =>
      wallet?.subscribe(() => {
        version.current += 1
        listener()
      }) ?? (() => {}),
    [wallet],
  )
  return useSyncExternalStore(subscribe, () => version.current)
}
