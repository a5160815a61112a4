import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import type { DevWalletContext } from './DevWalletContext.js'
import { isRecord } from './isRecord.js'
import { jsonRpc } from './jsonRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { readChainId } from './readChainId.js'
import { toHex } from './toHex.js'

type Erc20Read = 'balanceOf' | 'decimals' | 'symbol' | 'name'

async function readErc20(
  rpcUrl: string,
  token: `0x${string}`,
  functionName: Erc20Read,
  owner: `0x${string}`,
) {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName,
    args: functionName === 'balanceOf' ? [owner] : [],
  } as Parameters<typeof encodeFunctionData>[0])
  const result = (await jsonRpc(rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])) as `0x${string}`
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: result } as Parameters<
    typeof decodeFunctionResult
  >[0]) as bigint | number | string
}

/**
 * EIP-7811 wallet_getAssets answered from the chains: `[{ account, chainFilter? }]` gives, per known chain
 * (or those in chainFilter), the native balance and those of the chain's `tokens` (ERC-20), read by eth_call.
 */
export async function readDevWalletAssets(
  context: Pick<DevWalletContext, 'accountFor' | 'knownChains'>,
  params: readonly unknown[],
): Promise<Record<string, unknown[]>> {
  const request = params[0]
  if (!isRecord(request))
    throw new ProviderRpcError(-32602, 'wallet_getAssets expects [{ account, chainFilter? }]')
  const owner = context.accountFor(request.account).address
  const wanted = Array.isArray(request.chainFilter) ? request.chainFilter.map(readChainId) : undefined
  const result: Record<string, unknown[]> = {}
  for (const chain of context.knownChains()) {
    if (wanted && !wanted.includes(chain.chainId)) continue
    // One round of reads for the chain: its native balance and, for each token, balance and metadata.
    const [native, ...tokens] = await Promise.all([
      jsonRpc(chain.rpcUrl, 'eth_getBalance', [owner, 'latest']) as Promise<string>,
      ...(chain.tokens ?? []).map(async ({ address: token }) => {
        const [balance, decimals, symbol, name] = await Promise.all(
          (['balanceOf', 'decimals', 'symbol', 'name'] as const).map((what) =>
            readErc20(chain.rpcUrl, token, what, owner),
          ),
        )
        return {
          address: token,
          balance: `0x${(balance as bigint).toString(16)}`,
          type: 'erc20',
          metadata: { name, symbol, decimals: Number(decimals) },
        }
      }),
    ])
    const assets: unknown[] = [{ address: 'native', balance: native, type: 'native' }, ...tokens]
    result[toHex(chain.chainId)] = assets
  }
  return result
}
