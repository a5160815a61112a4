/** The dev on-ramp's treasury (its own keys, no dev account): EVM key keccak256('gangway devnet onramp treasury'), Solana seed sha256 of the same. */
export const devOnrampTreasury = {
  evmKey: '0xb3c25dc1e5f714dc0cbd1c96e453df3215fe9763f53496b0369b9dcbc0469cb2',
  solanaSeedText: 'gangway devnet onramp treasury',
} as const
