import { describe, expectTypeOf, it } from 'vitest'
import type { Gangway } from '../Gangway.js'
import type { Network } from '../types/Network.js'
import {
  type UseAccountResult,
  type UseNetworkResult,
  useAccount,
  useDisconnect,
  useGangway,
  useGangwayEvents,
  useGangwayStore,
  useNetwork,
} from './index.js'

describe('hooks', () => {
  it('useGangway is the instance itself', () => {
    expectTypeOf(useGangway).returns.toEqualTypeOf<Gangway>()
  })

  it('useAccount and useNetwork take an optional namespace', () => {
    expectTypeOf(useAccount).returns.toEqualTypeOf<UseAccountResult>()
    expectTypeOf(useAccount).toBeCallableWith('solana')
    expectTypeOf(useNetwork).returns.toEqualTypeOf<UseNetworkResult>()
    expectTypeOf<UseNetworkResult['network']>().toEqualTypeOf<Network | undefined>()
    expectTypeOf(useAccount).toBeCallableWith('tezos')
  })

  it('useDisconnect returns the disconnect action', () => {
    expectTypeOf(useDisconnect().disconnect).toEqualTypeOf<Gangway['disconnect']>()
  })

  it('useGangwayStore types the selected slice', () => {
    expectTypeOf(useGangwayStore('modal', (state) => state.open)).toEqualTypeOf<boolean>()
    // @ts-expect-error no such store
    useGangwayStore('nothing', () => 1)
  })

  it('useGangwayEvents types the payload of the event it listens to', () => {
    useGangwayEvents('CONNECT_SUCCESS', (payload) => {
      expectTypeOf(payload.address).toEqualTypeOf<string>()
    })
  })
})
