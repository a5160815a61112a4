import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinDevKey } from './BitcoinDevKey.js'
import type { BitcoinDevUtxo } from './BitcoinDevUtxo.js'
import { type BitcoinDevNetworkName, bitcoinDevNetworks } from './bitcoinDevNetworks.js'

/** The fee of a dev transfer: 2 sat/vB of a one-input, two-output P2WPKH transaction, rounded up, per input. */
const feePerInput = 300n

/**
 * A signed P2WPKH transaction paying `recipients` from `utxos` (oldest first) with change back to `key`: the raw hex,
 * its txid, the outputs spent and the change output left.
 */
export function buildDevTransfer(
  key: BitcoinDevKey,
  name: BitcoinDevNetworkName,
  utxos: readonly BitcoinDevUtxo[],
  recipients: readonly { readonly address: string; readonly amount: bigint }[],
) {
  const { network } = bitcoinDevNetworks[name]
  const total = recipients.reduce((sum, item) => sum + item.amount, 0n)
  const spent: BitcoinDevUtxo[] = []
  let gathered = 0n
  for (const utxo of utxos) {
    if (gathered >= total + feePerInput * BigInt(spent.length)) break
    spent.push(utxo)
    gathered += utxo.amount
  }
  const fee = feePerInput * BigInt(Math.max(1, spent.length))
  if (gathered < total + fee) throw new RangeError(`Insufficient funds: ${gathered} sats for ${total + fee}`)
  const tx = new Transaction()
  for (const utxo of spent)
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.script, amount: utxo.amount },
    })
  for (const { address, amount } of recipients) tx.addOutputAddress(address, amount, network)
  const change = gathered - total - fee
  if (change > 0n) tx.addOutputAddress(key.address, change, network)
  tx.sign(key.privateKey)
  tx.finalize()
  return {
    hex: hex.encode(tx.extract()),
    txid: tx.id,
    spent,
    change: change > 0n ? { txid: tx.id, vout: recipients.length, amount: change } : undefined,
  }
}
