/**
 * The devnet's Farcaster user: its custody key (0x20FfA850d441C36B79DC096AecCe66d58ae167Be, keccak256 of 'gangway
 * devnet farcaster custody': no dev account) and the username the dev Farcaster app declares for it.
 */
export const devFarcasterUser = {
  custodyKey: '0xc278e34392a5c0a0b6fd758fed5388e7a40c4a4fc12a62b0aa786fa2be1bb0cc',
  username: 'gangway-dev',
  /** Farcaster's ID Registry address (OP Mainnet), where @farcaster/auth-client reads `idOf`. */
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
} as const
