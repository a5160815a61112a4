import { toBase64 } from './toBase64.js'

/** The ADR-36 amino sign doc of `data` signed by `signer`, as Keplr's signArbitrary signs it (no chain, no fee). */
export function adr36SignDoc(signer: string, data: Uint8Array) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(data) } }],
    memo: '',
  }
}
