import { announceDevWallet } from '../../playground/devnet/wallet/announceDevWallet.js'

// The account scenario's wallet, standing in for an extension: an EIP-1193 provider that answers the calls a
// connection makes (one account on eip155:31337) and nothing else, so the Tokens tab reads the bench's balance
// endpoint (no wallet_getAssets) and no chain is needed.
const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
const answers: Record<string, unknown> = {
  eth_requestAccounts: [address],
  eth_accounts: [address],
  eth_chainId: '0x7a69',
  net_version: '31337',
  eth_getBalance: '0x1bc16d674ec80000',
  eth_blockNumber: '0x1',
  wallet_switchEthereumChain: null,
}
const provider = {
  async request({ method }: { readonly method: string }) {
    if (method in answers) return answers[method]
    throw Object.assign(new Error(`bench wallet: ${method} is not supported`), { code: 4200 })
  },
  on(event: string, listener: (...args: unknown[]) => void) {
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
    return provider
  },
  removeListener(event: string, listener: (...args: unknown[]) => void) {
    listeners.get(event)?.delete(listener)
    return provider
  },
}
announceDevWallet({ provider })
