import type { RpcClient } from '../rpc/RpcClient.js'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'
import { pollUntil } from './pollUntil.js'
import { readRpcQuantity } from './readRpcQuantity.js'
import type { SendChain } from './SendChain.js'

const hex = (value: bigint) => `0x${value.toString(16)}`

/**
 * Send on an EVM chain over its JSON-RPC: eth_estimateGas, the latest base fee and eth_maxPriorityFeePerGas
 * (eip1559: the wallet gets gas, maxFeePerGas = 2 × base fee + tip and the tip; the estimate is gas × (base
 * fee + tip), Max keeps gas × maxFeePerGas), else eth_gasPrice; ERC-20 transfer calldata encoded here.
 */
export function createEip155SendChain(rpc: RpcClient, urls: readonly string[]): SendChain {
  const ask = (method: string, params: unknown, signal?: AbortSignal) =>
    rpc.request(urls, method, params, signal)
  return {
    async nativeBalance(address, signal) {
      return readRpcQuantity(await ask('eth_getBalance', [address, 'latest'], signal))
    },
    async prepare({ from, to, token, amount }, signal) {
      const target = token.contract
        ? { to: token.contract, data: encodeErc20Transfer(to, amount) }
        : { to, value: amount }
      const call = {
        from,
        to: target.to,
        value: hex(target.value ?? 0n),
        ...('data' in target ? { data: target.data } : {}),
      }
      const [gasAnswer, block] = await Promise.all([
        ask('eth_estimateGas', [call], signal),
        ask('eth_getBlockByNumber', ['latest', false], signal),
      ])
      const gas = readRpcQuantity(gasAnswer)
      const baseFee = (block as { baseFeePerGas?: unknown } | null)?.baseFeePerGas
      if (baseFee === undefined || baseFee === null) {
        const fee = gas * readRpcQuantity(await ask('eth_gasPrice', [], signal))
        return { fee, reserve: fee, request: { ...target, gas } }
      }
      const base = readRpcQuantity(baseFee)
      const tip = readRpcQuantity(await ask('eth_maxPriorityFeePerGas', [], signal))
      const maxFeePerGas = base * 2n + tip
      return {
        fee: gas * (base + tip),
        reserve: gas * maxFeePerGas,
        request: { ...target, gas, maxFeePerGas, maxPriorityFeePerGas: tip },
      }
    },
    isHash: (value): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value),
    async confirm(hash, signal) {
      const status = await pollUntil(async (stop) => {
        const receipt = await ask('eth_getTransactionReceipt', [hash], stop)
        if (typeof receipt !== 'object' || receipt === null) return undefined
        return (receipt as { status?: unknown }).status === '0x1' ? 'confirmed' : 'failed'
      }, signal)
      return status ?? 'pending'
    },
  }
}
