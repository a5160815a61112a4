import { importOptionalPeer } from '../lib/importOptionalPeer.js'
import type { SignatureVerifier } from './SignatureVerifier.js'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const PUBKEY_TYPE = 'tendermint/PubKeySecp256k1'

/**
 * An ADR-36 signature (Keplr's signArbitrary): secp256k1 over the amino sign doc of a MsgSignData holding the
 * text, by `publicKey` (the signature does not recover it), whose address must be `address`; checked with
 * @cosmjs/amino and @cosmjs/crypto (optional peers, loaded on first use).
 */
export const verifyCosmosSignature: SignatureVerifier = async ({
  message,
  signature,
  address,
  publicKey,
}) => {
  if (publicKey === undefined || !BASE64.test(publicKey) || !BASE64.test(signature)) return false
  const key = Buffer.from(publicKey, 'base64')
  const signed = Buffer.from(signature, 'base64')
  if (key.length !== 33 || signed.length !== 64) return false
  const prefix = address.slice(0, address.lastIndexOf('1'))
  const [amino, crypto] = await Promise.all([
    importOptionalPeer<typeof import('@cosmjs/amino')>('@cosmjs/amino', 'verifying a cosmos sign-in'),
    importOptionalPeer<typeof import('@cosmjs/crypto')>('@cosmjs/crypto', 'verifying a cosmos sign-in'),
  ])
  try {
    if (amino.pubkeyToAddress({ type: PUBKEY_TYPE, value: publicKey }, prefix) !== address) return false
    const doc = amino.makeSignDoc(
      [
        {
          type: 'sign/MsgSignData',
          value: { signer: address, data: Buffer.from(message, 'utf8').toString('base64') },
        },
      ],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    const hash = crypto.sha256(amino.serializeSignDoc(doc))
    return await crypto.Secp256k1.verifySignature(
      crypto.Secp256k1Signature.fromFixedLength(signed),
      hash,
      key,
    )
  } catch {
    return false
  }
}
