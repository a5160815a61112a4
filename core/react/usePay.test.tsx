// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import type { PayRequest } from '../types/PayRequest.js'
import { GangwayProvider } from './GangwayProvider.js'
import { usePay } from './usePay.js'

const request: PayRequest = {
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '1',
  asset: 'native',
  network: 'eip155:31337',
}
const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function setup(pay: Gangway['pay']) {
  const gangway = createKernel({
    projectId: 'test',
    networks: [devnetA],
    storage: createMemoryStorage(),
    remoteConfig: false,
  })
  made.push(gangway)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GangwayProvider gangway={{ ...gangway, pay }}>{children}</GangwayProvider>
  )
  return renderHook(() => usePay(), { wrapper })
}

describe('usePay', () => {
  it('is pending while gangway.pay runs, then holds the hash', async () => {
    let settle: (hash: string) => void = () => {}
    const pay = vi.fn(() => new Promise<string>((resolve) => (settle = resolve)))
    const { result } = setup(pay)
    expect(result.current.status).toBe('idle')
    act(() => result.current.pay(request))
    expect(result.current.status).toBe('pending')
    expect(pay).toHaveBeenCalledWith(request)
    await act(async () => settle(`0x${'ab'.repeat(32)}`))
    expect(result.current).toMatchObject({ status: 'success', hash: `0x${'ab'.repeat(32)}` })
  })

  it('holds the error gangway.pay rejects with; payAsync rejects with it too', async () => {
    const failure = Object.assign(new Error('Modal closed'), { name: 'TransactionError' })
    const { result } = setup(vi.fn(async () => Promise.reject(failure)))
    await act(async () => expect(result.current.payAsync(request)).rejects.toBe(failure))
    expect(result.current).toMatchObject({ status: 'error', error: failure })
  })
})
