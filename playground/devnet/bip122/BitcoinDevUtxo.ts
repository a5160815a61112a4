/** An unspent output the dev wallet holds on regtest (there is no node: the wallet keeps its own set). */
export interface BitcoinDevUtxo {
  readonly txid: string
  readonly vout: number
  readonly amount: bigint
}
