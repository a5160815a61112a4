import type { SocialProvider } from '../types/Account.js'
import type { CaipNetworkId } from '../types/ChainNamespace.js'
import type { ConnectMethod, ConnectorTypeOrder, WalletFeature } from '../types/Features.js'

// Business constants and limits of spec section 9 (and the few numeric rules of section 5).

// ---- Identity of this SDK (sent as `st` / `sv` query parameters)
/** SDK type sent with every service request. */
export const SDK_TYPE = 'gangway'
/** SDK version sent with every service request; kept equal to package.json by a test. */
export const SDK_VERSION = '0.1.0'
/** Default log level. */
export const DEFAULT_LOG_LEVEL = 'error'
/** Maximum size of the in-memory log buffer, in bytes. */
export const LOG_BUFFER_BYTES = 1_024_000

// ---- Services
/** Path under the page origin where the services are expected when `endpoints` is not configured. */
export const DEFAULT_SERVICE_PATH = '/gangway'
/** The public WalletConnect relay, the one mobile wallets talk to (spec section 9: a secure websocket). */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

// ---- E-mail login, balances, caches
/** Minimum time between two e-mail logins. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** A token balance refetch is blocked this long after a failure. */
export const BALANCE_RETRY_BLOCK_MS = 30_000
/** Cache lifetimes of the blockchain data API results. */
export const CACHE_TTL_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  names: 300_000,
  identity: 300_000,
} as const

// ---- Pairing (WalletConnect)
/** Lifetime of a pairing URI. */
export const PAIRING_EXPIRY_MS = 240_000
/** A pairing URI with less than this left counts as expired. */
export const PAIRING_EXPIRED_UNDER_MS = 10_000
/** Wait before a new pairing attempt. */
export const PAIRING_RETRY_MS = 1_000
/** Pairing-protocol heartbeat interval. */
export const PAIRING_HEARTBEAT_MS = 5_000
/** Pairing-protocol deferred-promise timeout. */
export const PAIRING_DEFERRED_TIMEOUT_MS = 300_000
/** Pairing-protocol version. */
export const PAIRING_PROTOCOL_VERSION = 2

// ---- Modal timing
/** Duration of the modal shake. */
export const SHAKE_MS = 500
/** Animation durations of the modal shell. */
export const ANIMATION_MS = { headerText: 120, modalHeight: 150, viewTransition: 150 } as const
/** Delay before a new notification appears after the previous one hides. */
export const NOTIFICATION_RESHOW_MS = 150
/** Give up preloading an image after this long. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** Default debounce delay. */
export const DEBOUNCE_MS = 500

// ---- Social login popup
/** Size of the social login popup window. */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const
/** Interval at which the social login popup is polled. */
export const SOCIAL_POPUP_POLL_MS = 1_000

// ---- Secure frame (embedded wallet)
/** The secure frame fails to load after this long (iframe_load_failed). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Timeout of the long frame requests: connect e-mail, device, otp, social, social redirect uri. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** Wait for the frame to confirm sign-out. */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000
/** Delay between the frame's ready event and the frame counting as ready. */
export const FRAME_READY_DELAY_MS = 500
/** Chain the secure frame starts on. */
export const FRAME_DEFAULT_CHAIN: CaipNetworkId = 'eip155:1'
/** Last-used chain when none is stored. */
export const LAST_USED_CHAIN_DEFAULT = 1

// ---- Chain RPC transport
/** Maximum JSON-RPC batch size. */
export const RPC_BATCH_SIZE = 1_000
/** Timeout of one chain RPC request. */
export const RPC_TIMEOUT_MS = 10_000
/** Fallback-transport ranking: samples kept, score weights and polling interval. */
export const RPC_FALLBACK_RANKING = {
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
  intervalMs: 4_000,
} as const
/** Retries of a failed request (RPC and HTTP). */
export const RPC_RETRY_COUNT = 3
/** Base of the exponential retry backoff. */
export const RPC_RETRY_BASE_DELAY_MS = 150
/** Size of the request dedupe cache. */
export const RPC_DEDUPE_CACHE_SIZE = 8_192

// ---- Wallet lists
/** At most this many recent wallets are kept. */
export const RECENT_WALLETS_LIMIT = 2
/** Wallet directory list sizes and timing. */
export const WALLET_LIST = {
  recommended: 4,
  pageSize: 40,
  searchSize: 100,
  prefetchImages: 20,
  searchWaitMs: 300,
} as const

// ---- Swaps
/** Swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** Networks where swaps are offered. */
export const SWAP_NETWORKS: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]

// ---- On-ramp
/** On-ramp providers. */
export const ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const
/** On-ramp provider fee range, in percent. */
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const
/** Payment method limits used when the on-ramp options cannot be fetched. */
export const ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const
/** Payment currencies used when the on-ramp options cannot be fetched. */
export const ONRAMP_FALLBACK_PAYMENT_CURRENCIES = [
  { id: 'USD', payment_method_limits: ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS },
  { id: 'EUR', payment_method_limits: ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS },
] as const
/** Default purchase currency: USDC on Ethereum mainnet and Polygon. */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x2791bca1f2de4661ed88a30c99a7a9449aa84174',
    },
  ],
} as const
/** Default payment currency. */
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY = 'USD'

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

// ---- Limits and formatting
/** At most this many pending transactions are tracked. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** Error reports sent at most this often. */
export const ERROR_REPORT_LIMIT = { count: 5, windowMs: 60_000 } as const
/** Decimals of displayed balances (floored). */
export const BALANCE_DECIMALS = 3
/** Displayed balance when none is known. */
export const BALANCE_PLACEHOLDER = '0.000'
/** Decimals of activity amounts. */
export const ACTIVITY_DECIMALS = 3
/** Decimals of other displayed numbers. */
export const NUMBER_DECIMALS = 2
/** Suffix of registered profile names. */
export const NAME_SUFFIX = '.reown.id'
/** Legacy suffix of registered profile names. */
export const LEGACY_NAME_SUFFIX = '.wcn.id'
/** Minimum length of a profile name. */
export const NAME_MIN_LENGTH = 4
/** The auth e-mail is truncated when longer than this. */
export const EMAIL_TRUNCATE_LENGTH = 30
/** Relative-time unit labels. */
export const RELATIVE_TIME_LABELS = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
} as const
/** Time zones where some features (swaps, on-ramp) are restricted; compare case-insensitively. */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]

// ---- Theme
/** Modal width, in px. */
export const MODAL_WIDTH_PX = 360
/** Base font size, in px. */
export const BASE_FONT_SIZE_PX = 10
/** Base border radius, in px. */
export const BORDER_RADIUS_PX = 4
/** Stacking order of the modal. */
export const Z_INDEX = 999

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
