// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatEther,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type PluginLoader } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createEip155Plugin } from '../../plugins/eip155/createEip155Plugin.js'
import { announceWallet } from '../../plugins/eip155/test/announceWallet.js'
import { chooseOption } from '../fixtures/chooseOption.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'
import { testTranslator } from '../fixtures/testTranslator.js'
import { writableStores } from '../fixtures/writableStores.js'

let devnet: Devnet
const made: Gangway[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'Gangway Devnet A' }] })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const undo of cleanups.splice(0)) undo()
})

const sendLoader: PluginLoader = {
  name: 'send',
  trigger: { feature: 'send' },
  load: () => import('../../plugins/send/index.js'),
}
const rdns = 'dev.gangway.wallet'
const address = (index: number) => devAccounts[index]!.address as Address
const chain = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) })
const tokenBalance = (owner: Address) =>
  reader().readContract({
    address: chain().token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function openSend(sender: number) {
  const wallet = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [chain().chainId],
    privateKeys: [devAccounts[sender]!.privateKey],
    approve: () => true,
  })
  const target = new EventTarget()
  cleanups.push(announceWallet(target, wallet, { rdns, name: 'Gangway Dev Wallet' }))
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: devNetworks(devnet),
      plugins: [createEip155Plugin({ target })],
      storage: createMemoryStorage(),
      remoteConfig: false,
    },
    { loaders: [sendLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  await gangway.connect(rdns)
  const stores = writableStores(gangway)
  const account = stores.accounts.getState().byNamespace.eip155!
  const { token } = chain()
  stores.accounts.setState({
    byNamespace: {
      eip155: {
        ...account,
        tokenBalance: [
          {
            name: 'DevToken',
            symbol: token.symbol,
            chainId: `eip155:${chain().chainId}`,
            address: `eip155:${chain().chainId}:${token.address}`,
            price: 1,
            quantity: { decimals: String(token.decimals), numeric: '1000000' },
            iconUrl: '',
          },
        ],
      },
    },
  })
  const view = gangway.stores.registry.getState().views.get('WalletSend')
  const View = (await view!.load()).default as ComponentType<{ params?: unknown }>
  const hashes: string[] = []
  gangway.events.on('TRANSACTION_SENT', (event) => hashes.push(event.hash))
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View />
    </GangwayContext.Provider>,
  )
  return { gangway, hashes }
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

async function send(token: string, amount: string | undefined, to: Address) {
  await chooseOption('Token', token)
  const input = screen.getByLabelText('Amount') as HTMLInputElement
  if (amount === undefined) {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the most you can' })))
    await waitFor(() => expect(input.value).not.toBe(''), { timeout: 30_000 })
  } else type('Amount', amount)
  type('Receiver address', to)
  await act(async () => fireEvent.submit(input.form!))
  const confirm = await screen.findByRole('button', { name: 'Confirm in wallet' }, { timeout: 30_000 })
  await act(async () => fireEvent.click(confirm))
  await screen.findByRole('button', { name: 'Send another' }, { timeout: 30_000 })
}

const paid = async (hash: string) => {
  const receipt = await reader().getTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

describe('Send through the eip155 adapter and the EVM dev wallet on anvil', () => {
  it('sends ETH: the receiver gets exactly the amount, the sender pays exactly the amount and the fee', async () => {
    const balances = () =>
      Promise.all([
        reader().getBalance({ address: address(4) }),
        reader().getBalance({ address: address(7) }),
      ])
    const [senderBefore, receiverBefore] = await balances()
    const { hashes } = await openSend(4)
    await send('native', '0.25', address(7))
    expect(screen.getByText('Sent 0.25 ETH')).toBeTruthy()
    expect(hashes).toHaveLength(1)
    expect(screen.getByText(hashes[0]!)).toBeTruthy()
    const fee = await paid(hashes[0]!)
    const [senderAfter, receiverAfter] = await balances()
    expect(receiverAfter - receiverBefore).toBe(parseEther('0.25'))
    expect(senderBefore - senderAfter).toBe(parseEther('0.25') + fee)
  })

  it('sends DevToken: exact token amounts move, and the sender pays only the fee in ETH', async () => {
    const before = await Promise.all([tokenBalance(address(1)), tokenBalance(address(8))])
    const ethBefore = await reader().getBalance({ address: address(1) })
    const { hashes } = await openSend(1)
    await send(`eip155:${chain().chainId}:${chain().token.address}`, '12.5', address(8))
    const fee = await paid(hashes[0]!)
    const after = await Promise.all([tokenBalance(address(1)), tokenBalance(address(8))])
    const amount = parseUnits('12.5', chain().token.decimals)
    expect([before[0] - after[0], after[1] - before[1]]).toEqual([amount, amount])
    expect(ethBefore - (await reader().getBalance({ address: address(1) }))).toBe(fee)
  })

  it('Max sends all the ETH but what the fee may cost, and the send goes through', async () => {
    const { hashes } = await openSend(5)
    const before = await reader().getBalance({ address: address(5) })
    await send('native', undefined, address(9))
    const fee = await paid(hashes[0]!)
    const left = await reader().getBalance({ address: address(5) })
    expect(left).toBeGreaterThanOrEqual(0n)
    expect(left).toBeLessThan(parseEther('0.001'))
    expect(screen.getByText(`Sent ${formatEther(before - left - fee)} ETH`)).toBeTruthy()
  })
})
