import nacl from 'tweetnacl'

/** The DevSPL token the local Solana VM creates at start; its mint keypair is derived from a public seed so the address is stable. */
export const devSplToken = {
  name: 'Gangway Dev SPL',
  symbol: 'DevSPL',
  decimals: 6,
  mintSecretKey: nacl.sign.keyPair.fromSeed(
    nacl.hash(Uint8Array.from(new TextEncoder().encode('gangway solana dev spl mint'))).slice(0, 32),
  ).secretKey,
} as const
