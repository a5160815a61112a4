/** Token addresses a swap provider gets: plain 0x addresses of one chain, the native coin as 0xeeee…eeee. */
export interface SwapPair {
  readonly chainId: string
  readonly from: string
  readonly to: string
}
