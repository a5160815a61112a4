import { useCallback, useMemo, useRef, useState } from 'react'
import type { Gangway } from '../Gangway.js'
import type { PayRequest } from '../types/PayRequest.js'
import { useGangwayContext } from './useGangwayContext.js'

/** The state of the last `pay` call of a component. */
export type UsePayResult =
  | { readonly status: 'idle' | 'pending'; readonly hash?: undefined; readonly error?: undefined }
  | { readonly status: 'success'; readonly hash: string; readonly error?: undefined }
  | { readonly status: 'error'; readonly hash?: undefined; readonly error: unknown }

/** `gangway.pay` with its state: `pay` reports through the state, `payAsync` also resolves or rejects as `gangway.pay` does. */
export function usePay(): UsePayResult & {
  readonly pay: (request: PayRequest) => void
  readonly payAsync: Gangway['pay']
} {
  const { gangway } = useGangwayContext()
  const [state, setState] = useState<UsePayResult>({ status: 'idle' })
  const latest = useRef(0)
  const payAsync = useCallback(
    async (request: PayRequest) => {
      const call = ++latest.current
      setState({ status: 'pending' })
      try {
        const hash = await gangway.pay(request)
        if (call === latest.current) setState({ status: 'success', hash })
        return hash
      } catch (error) {
        if (call === latest.current) setState({ status: 'error', error })
        throw error
      }
    },
    [gangway],
  )
  const pay = useCallback((request: PayRequest) => void payAsync(request).catch(() => undefined), [payAsync])
  return useMemo(() => ({ ...state, pay, payAsync }), [state, pay, payAsync])
}
