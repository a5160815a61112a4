import { decodeFunctionResult, encodeFunctionData, erc721Abi } from 'viem'
import { callJsonRpc } from '../../../server/chainData/callJsonRpc.js'

const PREFIX = 'data:application/json;base64,'
const MAX_URI = 16 * 1024
const SERVER_IMAGE = /^\/directory\/public\/getAssetImage\/[-\w.:]{1,128}$/

/** An NFT's metadata from its tokenURI: a base64 JSON data: URI whose image is a path of the Gangway server or an https URL. */
export interface NftMetadata {
  readonly name?: string
  readonly description?: string
  readonly image?: string
}

const short = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

function imageOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (SERVER_IMAGE.test(value)) return value
  try {
    return new URL(value).protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}

/** Reads tokenURI(tokenId) (with the caller's deadline) and the metadata it carries; {} for another kind of URI or bad JSON. */
export async function readNftMetadata(
  rpcUrl: string,
  contract: `0x${string}`,
  tokenId: bigint,
  options: { readonly signal: AbortSignal; readonly fetch?: typeof fetch },
): Promise<NftMetadata> {
  const data = encodeFunctionData({ abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
  const answer = await callJsonRpc(rpcUrl, 'eth_call', [{ to: contract, data }, 'latest'], {
    signal: options.signal,
    timeoutMs: 5_000,
    maxBytes: 4 * MAX_URI,
    fetch: options.fetch,
  })
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]*$/.test(answer))
    throw new Error('tokenURI: invalid answer')
  const uri = decodeFunctionResult({
    abi: erc721Abi,
    functionName: 'tokenURI',
    data: answer as `0x${string}`,
  })
  if (uri.length > MAX_URI || !uri.startsWith(PREFIX)) return {}
  let metadata: unknown
  try {
    metadata = JSON.parse(Buffer.from(uri.slice(PREFIX.length), 'base64').toString('utf8'))
  } catch {
    return {}
  }
  const fields = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as Record<
    string,
    unknown
  >
  const result = {
    name: short(fields.name, 128),
    description: short(fields.description, 1024),
    image: imageOf(fields.image),
  }
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined))
}
