import { createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import idRegistry from '../contracts/DevIdRegistry.json' with { type: 'json' }
import type { DevFarcaster } from './DevFarcaster.js'
import { devFarcasterUser } from './devFarcasterUser.js'
import { registerFid } from './registerFid.js'

/**
 * Places the devnet's ID Registry (DevIdRegistry, the real one's `idOf`/`custodyOf` reads) at Farcaster's registry
 * address on the chain at `rpcUrl` (anvil_setCode with its runtime code, obtained by simulating its creation), then
 * registers the dev user's fid for its custody key. Same fid (1) on every fresh chain.
 */
export async function deployIdRegistry(rpcUrl: string): Promise<DevFarcaster> {
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 10 })
  const present = await client.getCode({ address: devFarcasterUser.idRegistry })
  if (!present || present === '0x') {
    const { data } = await client.call({ data: idRegistry.bytecode as Hex })
    if (!data) throw new Error('the ID Registry creation code gave no runtime code')
    await client.request({
      method: 'anvil_setCode' as never,
      params: [devFarcasterUser.idRegistry, data] as never,
    })
  }
  const fid = await registerFid(rpcUrl, devFarcasterUser.custodyKey)
  return {
    rpcUrl,
    idRegistry: devFarcasterUser.idRegistry,
    fid,
    custody: privateKeyToAccount(devFarcasterUser.custodyKey).address,
    username: devFarcasterUser.username,
  }
}
