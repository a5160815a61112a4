/** The devnet's EntryPoint v0.7: the ERC-4337 deployer's first contract on a fresh chain (the factory is its second). */
export const devEntryPoint = '0x79c765eA84AE3aB6868228aaa64BA7Ca524854aB' as const
