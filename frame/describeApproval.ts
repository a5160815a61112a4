import {
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  hexToString,
  isHex,
} from 'viem'
import type { ApprovalDescription } from './ApprovalDescription.js'
import { decodeBase58 } from './decodeBase58.js'
import { describeUserOperation } from './describeUserOperation.js'
import type { FrameRpcRequest } from './FrameRpcRequest.js'
import { readSolanaRequest } from './readSolanaRequest.js'
import { readUserOperation } from './readUserOperation.js'
import { rpcCall } from './rpcCall.js'
import { rpcUrlOf } from './rpcUrlOf.js'

const DETAIL_MAX = 4_000
const cap = (text: string) => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text)
const printable = (text: string) =>
  ![...text].some((char) => {
    const code = char.codePointAt(0) ?? 0
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd
  })

const messageText = (message: unknown): string => {
  if (typeof message !== 'string') return ''
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    return printable(text) ? text : message
  } catch {
    return message
  }
}

const bigOf = (value: unknown): bigint | undefined => {
  if (typeof value !== 'string' || !isHex(value)) return undefined
  try {
    return BigInt(value)
  } catch {
    return undefined
  }
}

const networkName = (request: FrameRpcRequest & { networkName?: unknown }, chainId: number) =>
  typeof request.networkName === 'string' && request.networkName.length <= 64
    ? `${request.networkName} (chain ${chainId})`
    : `Chain ${chainId}`

const symbolOf = (request: { nativeSymbol?: unknown }) =>
  typeof request.nativeSymbol === 'string' && /^[A-Za-z0-9]{1,12}$/.test(request.nativeSymbol)
    ? request.nativeSymbol
    : 'ETH'

const tokenFacts = async (url: string, token: `0x${string}`) => {
  const read = async (functionName: 'decimals' | 'symbol') => {
    const data = await rpcCall(url, 'eth_call', [
      { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
      'latest',
    ])
    if (typeof data !== 'string' || !isHex(data)) throw new Error('Invalid token answer')
    return decodeFunctionResult({ abi: erc20Abi, functionName, data })
  }
  const [decimals, symbol] = await Promise.all([read('decimals'), read('symbol')])
  return {
    decimals: typeof decimals === 'number' && decimals <= 36 ? decimals : undefined,
    symbol: typeof symbol === 'string' && /^[A-Za-z0-9.$-]{1,16}$/.test(symbol) ? symbol : undefined,
  }
}

const transaction = async (
  request: FrameRpcRequest,
  chainId: number,
  from: string,
): Promise<ApprovalDescription> => {
  const [tx] = (Array.isArray(request.params) ? request.params : []) as [Record<string, unknown> | undefined]
  const symbol = symbolOf(request as { nativeSymbol?: unknown })
  const to = typeof tx?.to === 'string' ? tx.to : 'New contract'
  const value = bigOf(tx?.value) ?? 0n
  const data = typeof tx?.data === 'string' && isHex(tx.data) ? tx.data : undefined
  const rows = [
    { label: 'Network', value: networkName(request, chainId) },
    { label: 'To', value: to },
    { label: 'Value', value: `${formatUnits(value, 18)} ${symbol}` },
  ]
  const url = rpcUrlOf(request)
  if (data && typeof tx?.to === 'string' && isHex(tx.to)) {
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data })
      if (call.functionName === 'transfer') {
        const [recipient, amount] = call.args
        const token = await tokenFacts(url, tx.to).catch(() => ({ decimals: undefined, symbol: undefined }))
        rows.push(
          { label: 'Token transfer to', value: recipient },
          {
            label: 'Amount',
            value:
              token.decimals === undefined
                ? `${amount} units of ${tx.to}`
                : `${formatUnits(amount, token.decimals)} ${token.symbol ?? tx.to}`,
          },
        )
      }
    } catch {
      rows.push({ label: 'Data', value: `${(data.length - 2) / 2} bytes` })
    }
  }
  try {
    const call = { from, to: tx?.to, value: tx?.value, data }
    const [gas, price] = await Promise.all([
      tx?.gas !== undefined ? tx.gas : rpcCall(url, 'eth_estimateGas', [call]),
      rpcCall(url, 'eth_gasPrice', []),
    ])
    const fee = (bigOf(gas) ?? 0n) * (bigOf(price) ?? 0n)
    rows.push({ label: 'Network fee', value: `≈ ${formatUnits(fee, 18)} ${symbol}` })
  } catch (error) {
    rows.push({
      label: 'Network fee',
      value: `Unavailable (${error instanceof Error ? error.message.slice(0, 120) : 'unknown'})`,
    })
  }
  return { title: 'Send a transaction', rows }
}

/** What an unsafe request asks, for the visitor to approve in the frame: decoded transfers, value, network, fee, text. */
export async function describeApproval(
  request: FrameRpcRequest,
  chainId: number,
  addresses: { readonly evm: string; readonly solana: string },
): Promise<ApprovalDescription> {
  const params = Array.isArray(request.params) ? request.params : []
  switch (request.method) {
    case 'personal_sign':
      return {
        title: 'Sign a message',
        rows: [{ label: 'Account', value: addresses.evm }],
        detail: cap(messageText(params[0])),
      }
    case 'eth_signTypedData_v4': {
      const raw = params[1]
      let typed: { domain?: Record<string, unknown>; primaryType?: unknown; message?: unknown } = {}
      try {
        typed = typeof raw === 'string' ? JSON.parse(raw) : ((raw ?? {}) as typeof typed)
      } catch {}
      const rows = [{ label: 'Account', value: addresses.evm }]
      if (typeof typed.domain?.name === 'string') rows.push({ label: 'App', value: typed.domain.name })
      if (typeof typed.domain?.verifyingContract === 'string')
        rows.push({ label: 'Contract', value: typed.domain.verifyingContract })
      if (typeof typed.primaryType === 'string') rows.push({ label: 'Type', value: typed.primaryType })
      return {
        title: 'Sign typed data',
        rows,
        detail: cap(JSON.stringify(typed.message ?? {}, null, 2)),
      }
    }
    case 'eth_sendTransaction':
      return transaction(request, chainId, addresses.evm)
    case 'gangway_signUserOperation':
      return describeUserOperation(
        readUserOperation(request, chainId),
        networkName(request, chainId),
        symbolOf(request as { nativeSymbol?: unknown }),
        addresses.evm,
      )
    case 'solana_signMessage': {
      const { message } = (request.params ?? {}) as { message?: unknown }
      const bytes = typeof message === 'string' ? decodeBase58(message) : undefined
      const text = bytes ? new TextDecoder().decode(bytes) : ''
      return {
        title: 'Sign a message',
        rows: [{ label: 'Account', value: addresses.solana }],
        detail: cap(printable(text) ? text : String(message)),
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { view } = readSolanaRequest(request)
      const sol = (lamports: bigint) => `${formatUnits(lamports, 9)} SOL`
      return {
        title:
          request.method === 'solana_signTransaction'
            ? 'Sign a Solana transaction'
            : 'Send a Solana transaction',
        rows: [
          {
            label: 'Network',
            value:
              typeof (request as { networkName?: unknown }).networkName === 'string'
                ? String((request as { networkName?: unknown }).networkName).slice(0, 64)
                : 'Solana',
          },
          { label: 'Account', value: addresses.solana },
          ...view.transfers.flatMap((transfer) => [
            { label: 'Transfer', value: `${sol(transfer.lamports)} to ${transfer.to}` },
          ]),
          { label: 'Instructions', value: String(view.instructions) },
          { label: 'Network fee', value: `≈ ${sol(5_000n * BigInt(view.signers.length))}` },
        ],
      }
    }
    default:
      return { title: 'Approve a request', rows: [{ label: 'Method', value: request.method }] }
  }
}
