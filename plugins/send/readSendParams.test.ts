import { describe, expect, it } from 'vitest'
import { readSendParams } from './readSendParams.js'

describe('readSendParams', () => {
  it('keeps well-formed params', () => {
    const params = {
      token: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      amount: '1.25',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }
    expect(readSendParams(params)).toEqual(params)
    expect(readSendParams({ token: 'native' })).toEqual({ token: 'native' })
  })

  it('drops what is malformed, never throws', () => {
    expect(readSendParams(undefined)).toEqual({})
    expect(readSendParams('native')).toEqual({})
    expect(readSendParams({ token: 'eth', amount: '-1', to: 'x'.repeat(200), extra: 1 })).toEqual({})
    expect(readSendParams({ amount: 12, to: ['0xabc'] })).toEqual({})
    expect(readSendParams({ amount: '1e5', to: '<script>' })).toEqual({})
  })
})
