/** The well-known development mnemonic anvil and hardhat derive their default accounts from. */
export const devMnemonic = 'test test test test test test test test test test test junk'
