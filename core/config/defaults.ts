import type { SocialProvider } from '../types/Account.js'
import type { ConnectMethod, ConnectorTypeOrder, WalletFeature } from '../types/Features.js'

// The kernel's constants of spec section 9; a feature's constants live in its plugin.

// ---- Identity of this SDK (sent as `st` / `sv` query parameters)
/** SDK type sent with every service request. */
export const SDK_TYPE = 'gangway'
/** SDK version sent with every service request; kept equal to package.json by a test. */
export const SDK_VERSION = '0.1.0'

// ---- Services
/** Path under the page origin where the services are expected when `endpoints` is not configured. */
export const DEFAULT_SERVICE_PATH = '/gangway'
/** The public WalletConnect relay, the one mobile wallets talk to (spec section 9: a secure websocket). */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

// ---- Balances
/** A native balance is served from the cache this long. */
export const BALANCE_CACHE_MS = 30_000
/** A token balance refetch is blocked this long after a failure. */
export const BALANCE_RETRY_BLOCK_MS = 30_000

// ---- Modal timing
/** Duration of the modal shake. */
export const SHAKE_MS = 500
/** Animation durations of the modal shell. */
export const ANIMATION_MS = { headerText: 120, modalHeight: 150, viewTransition: 150 } as const
/** Delay before a new notification appears after the previous one hides. */
export const NOTIFICATION_RESHOW_MS = 150

// ---- Persisted state
/** Last-used chain when none is stored. */
export const LAST_USED_CHAIN_DEFAULT = 1
/** At most this many recent wallets are kept. */
export const RECENT_WALLETS_LIMIT = 2

// ---- Chain RPC and HTTP
/** Timeout of one chain RPC request. */
export const RPC_TIMEOUT_MS = 10_000
/** Retries of a failed request (RPC and HTTP). */
export const RPC_RETRY_COUNT = 3
/** Base of the exponential retry backoff. */
export const RPC_RETRY_BASE_DELAY_MS = 150

// ---- Feature defaults and orders
/** Social providers offered by default. */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
]
/** Default order of connector groups on the Connect view. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrder[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]
/** Default order of the wallet features on the Account view. */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']
/** Default order of the connect methods. */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

// ---- Origins
/** Origins always allowed besides the host's allow-list: local development and preview hosting. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'http://[::1]:*',
  'https://[::1]:*',
  '*.vercel.app',
  '*.netlify.app',
  '*.pages.dev',
  '*.ngrok-free.app',
]
