/** The devnet's ERC-4337 deployer (0xfB7aAacFe737Aa3A229A81666ec006782aF345fA, keccak256 of 'gangway devnet account abstraction'): no dev account. */
export const devAccountAbstractionKey =
  '0x77ecf9a9e76a48535456a273cb3fa690c1329d6fe13b1674b677bf30ab528c81' as const
