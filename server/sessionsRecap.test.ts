import {
  buildRecapStatement,
  createEncodedRecap,
  encodeRecap,
  mergeEncodedRecaps,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { recapStatement } from '../plugins/siwx/recapStatement.js'

describe('recapStatement', () => {
  it("writes the statement WalletConnect's own code writes for a ReCap, several resources and abilities", () => {
    const recaps = [
      createEncodedRecap('eip155', 'request', [
        'personal_sign',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
      ]),
      mergeEncodedRecaps(
        createEncodedRecap('eip155', 'request', ['personal_sign']),
        createEncodedRecap('https://api.example', 'crud', ['update', 'create']),
      ),
      encodeRecap({
        att: { 'https://a.example': { 'crud/read': [{}], 'msg/send': [{}] }, eip155: { 'request/b': [{}] } },
      }),
    ]
    for (const recap of recaps)
      for (const statement of ['Sign in to App', undefined]) {
        expect(recapStatement(statement, ['https://other.example/terms', recap])).toBe(
          buildRecapStatement(statement ?? '', recap),
        )
      }
  })

  it('keeps the statement without a ReCap as the last resource, refuses a malformed one', () => {
    expect(recapStatement('Sign in', undefined)).toBe('Sign in')
    expect(recapStatement('Sign in', ['urn:recap:x', 'https://a.example'])).toBe('Sign in')
    expect(recapStatement('Sign in', ['urn:recap:!!'])).toBeNull()
    expect(
      recapStatement('Sign in', [`urn:recap:${Buffer.from('{"att":[]}').toString('base64url')}`]),
    ).toBeNull()
    expect(
      recapStatement('Sign in', [
        `urn:recap:${Buffer.from('{"att":{"eip155":{"bad":[{}]}}}').toString('base64url')}`,
      ]),
    ).toBeNull()
  })
})
