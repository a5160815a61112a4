import { parseAbi } from 'viem'

/** The smart-session part of the devnet's GangwayAccount (playground/devnet/contracts/GangwayAccount.sol). */
export const sessionAbi = parseAbi([
  'function grantSession(address key, address target, bytes4[] selectors, uint48 validUntil)',
  'function revokeSession(address key)',
  'function sessionOf(address key) view returns ((address target, uint48 validUntil, bytes4[] selectors))',
  'event SessionGranted(address indexed key, address indexed target, bytes4[] selectors, uint48 validUntil)',
  'event SessionRevoked(address indexed key)',
])
