/** The commitments the local RPC accepts (spec section 5: the preflight commitment list, deprecated names included). */
export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
