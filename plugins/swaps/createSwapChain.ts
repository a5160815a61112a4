import { GangwayError, invalidAmount, type RpcClient } from '../../entries/plugin.js'
import type { SwapChain } from './SwapChain.js'
import { swapSettings } from './swapSettings.js'

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', stop, { once: true })
  })
const quantity = (value: unknown) => {
  if (typeof value !== 'string' || !QUANTITY.test(value))
    throw new GangwayError(invalidAmount, { details: `Not a quantity: ${String(value).slice(0, 80)}` })
  return BigInt(value)
}

/** Swap's reader of an EVM chain: eth_getBalance, balanceOf by eth_call, receipts polled until confirmed or the deadline. */
export function createSwapChain(rpc: RpcClient, urls: readonly string[]): SwapChain {
  const ask = (method: string, params: unknown, signal?: AbortSignal) =>
    rpc.request(urls, method, params, signal)
  return {
    async balance(owner, contract, signal) {
      if (!contract) return quantity(await ask('eth_getBalance', [owner, 'latest'], signal))
      const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
      return quantity(await ask('eth_call', [{ to: contract, data }, 'latest'], signal))
    },
    async confirm(hash, signal) {
      const deadline = Date.now() + swapSettings.confirmTimeoutMs
      while (Date.now() < deadline) {
        signal.throwIfAborted()
        const receipt = await ask('eth_getTransactionReceipt', [hash], signal).catch(() => undefined)
        if (typeof receipt === 'object' && receipt !== null)
          return (receipt as { status?: unknown }).status === '0x1' ? 'confirmed' : 'failed'
        await pause(swapSettings.pollMs, signal)
      }
      return 'pending'
    },
  }
}
