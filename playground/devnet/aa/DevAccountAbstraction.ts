/** ERC-4337 on one devnet chain: the EntryPoint v0.7, the SimpleAccount factory and, when started, the bundler. */
export interface DevAccountAbstraction {
  readonly entryPoint: `0x${string}`
  readonly factory: `0x${string}`
  /** GangwayAccountFactory: the same SimpleAccount with ERC-1271 (isValidSignature by its owner), for SIWX. */
  readonly signingFactory: `0x${string}`
  /** The bundler's JSON-RPC (`@pimlico/alto` on 127.0.0.1); absent when the devnet was started without bundlers. */
  readonly bundlerUrl?: string
}
