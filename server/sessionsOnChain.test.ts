import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AbiCoder, concat, getAddress, getCreate2Address, keccak256, ZeroHash } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilInstance, startAnvil } from '../playground/devnet/anvil/startAnvil.js'
import type { SiwxMessageData } from '../plugins/siwx/SiwxMessageData.js'
import { siwxMessageText } from '../plugins/siwx/siwxMessageText.js'
import { evmSigner } from './test/evmSigner.js'
import { startServer } from './test/startServer.js'

const ORIGIN = 'https://app.example'
const CHAIN = 'eip155:31337'
// isValidSignature answering the EIP-1271 magic value to anything, and one answering zero.
const APPROVING = '0x631626ba7e60e01b60005260206000f3'
const REFUSING = '0x600060005260206000f3'
// Init code returning APPROVING's 16 bytes, and a factory deploying it with CREATE2 (salt 0) on any call.
const INIT = `0x6f${APPROVING.slice(2)}60005260106010f3`
const FACTORY = `0x78${INIT.slice(2)}6000526000601960076000f55000`
const MAGIC_6492 = `0x${'6492'.repeat(16)}`
const owner = evmSigner('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('SIWX sessions of contract accounts, and across a restart', () => {
  let anvil: AnvilInstance
  let dir: string
  let app: Awaited<ReturnType<typeof startServer>>
  const start = () =>
    startServer({
      projects: [{ id: 'p1', allowedOrigins: [ORIGIN] }],
      database: { dataDir: dir },
      sessions: { rpcUrls: { [CHAIN]: anvil.rpcUrl } },
    })
  const url = (path: string) => `${app.url}/gangway/api/v1${path}?projectId=p1`
  const signIn = async (address: string, sign: (message: string) => Promise<string>) => {
    const { nonce } = await (await fetch(url('/sessions/nonce'), { method: 'POST' })).json()
    const data: SiwxMessageData = {
      domain: 'app.example',
      uri: `${ORIGIN}/login`,
      version: '1',
      chainId: CHAIN,
      accountAddress: address,
      nonce,
      issuedAt: new Date().toISOString(),
    }
    const message = siwxMessageText(data)
    return fetch(url('/sessions'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ data, message, signature: await sign(message) }),
    })
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gangway-siwx-'))
    anvil = await startAnvil({ chainId: 31337 })
    app = await start()
  }, 60_000)
  afterAll(async () => {
    await app?.stop()
    await anvil?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('checks an EOA through the chain as well', async () => {
    expect((await signIn(owner.address, owner.sign)).status).toBe(200)
  })

  it('asks a deployed contract account (EIP-1271) and follows its answer', async () => {
    const approving = '0x00000000000000000000000000000000000a1271'
    const refusing = '0x00000000000000000000000000000000000b1271'
    await rpc(anvil.rpcUrl, 'anvil_setCode', [approving, APPROVING])
    await rpc(anvil.rpcUrl, 'anvil_setCode', [refusing, REFUSING])
    expect((await signIn(getAddress(approving), owner.sign)).status).toBe(200)
    const refused = await signIn(getAddress(refusing), owner.sign)
    expect({ status: refused.status, ...(await refused.json()) }).toEqual({
      status: 401,
      error: 'Invalid signature',
    })
  })

  it('accepts an undeployed contract account’s EIP-6492 signature', async () => {
    const factory = '0x00000000000000000000000000000000006492f0'
    await rpc(anvil.rpcUrl, 'anvil_setCode', [factory, FACTORY])
    const account = getCreate2Address(factory, ZeroHash, keccak256(INIT))
    expect(await rpc(anvil.rpcUrl, 'eth_getCode', [account, 'latest'])).toBe('0x')
    const wrap = async (message: string) =>
      concat([
        AbiCoder.defaultAbiCoder().encode(
          ['address', 'bytes', 'bytes'],
          [factory, '0x', await owner.sign(message)],
        ),
        MAGIC_6492,
      ])
    expect((await signIn(account, wrap)).status).toBe(200)
  })

  it('keeps sessions and tokens across a restart (the token key is stored)', async () => {
    const response = await signIn(owner.address, owner.sign)
    const { session, token } = await response.json()
    await app.stop()
    app = await start()
    const listed = await (await fetch(url(`/sessions/${owner.address}`))).json()
    expect(listed.sessions.map((item: { id: string }) => item.id)).toContain(session.id)
    expect(await app.server.sessions.verifyToken(token)).toMatchObject({ sessionId: session.id })
  })
})
