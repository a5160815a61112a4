/** Storage slots of the devnet's ERC-20 (DevToken): balances mapping and total supply, for test "deals" (anvil_setStorageAt). */
export const devTokenSlots = { balances: 3n, totalSupply: 2n } as const
