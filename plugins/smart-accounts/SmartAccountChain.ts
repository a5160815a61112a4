/** ERC-4337 v0.7 contracts of one chain: the EntryPoint and the SimpleAccount factory. */
export interface SmartAccountChain {
  readonly entryPoint: `0x${string}`
  readonly factory: `0x${string}`
}
