import type { ChainNamespace } from '../../entries/plugin.js'

/** What a served namespace proposes and how its bridge answers account requests. */
export interface NamespaceRpc {
  /** Methods the proposal asks for; only these (and only once approved) reach the wallet. */
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** Account requests the bridge answers from the session, each with the shape of one address. */
  readonly local?: Readonly<Record<string, (address: string) => unknown>>
  /** Requests that pair first when no session holds the namespace (only while the modal is open, for `whenShown`). */
  readonly pairs: readonly string[]
  readonly whenShown?: boolean
  /** A param naming the account that the bridge fills in, when the request leaves it out, with the session's account on the chain. */
  readonly accountParam?: string
}

/**
 * WalletConnect's JSON-RPC per namespace (its RPC reference): eip155 through EIP-1193, solana_*,
 * polkadot_*, cosmos_* and the bip122 methods, each with the events WalletConnect names for it.
 */
export const namespaceRpc: Readonly<Record<string, NamespaceRpc>> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ],
    events: ['accountsChanged', 'chainChanged'],
    pairs: ['eth_requestAccounts'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
    local: {
      solana_getAccounts: (pubkey) => ({ pubkey }),
      solana_requestAccounts: (pubkey) => ({ pubkey }),
    },
    pairs: ['solana_requestAccounts'],
  },
  polkadot: {
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: ['chainChanged', 'accountsChanged'],
    local: { polkadot_getAccounts: (address) => ({ address }) },
    pairs: ['polkadot_getAccounts'],
    whenShown: true,
  },
  cosmos: {
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: ['chainChanged', 'accountsChanged'],
    pairs: ['cosmos_getAccounts'],
    whenShown: true,
  },
  bip122: {
    methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
    pairs: ['getAccountAddresses'],
    whenShown: true,
    accountParam: 'account',
  },
} satisfies Partial<Record<ChainNamespace, NamespaceRpc>>
