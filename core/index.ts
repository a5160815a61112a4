export { formatCaipAddress } from './caip/formatCaipAddress.js'
export { formatCaipNetworkId } from './caip/formatCaipNetworkId.js'
export { isCaipAddress } from './caip/isCaipAddress.js'
export { isCaipNetworkId } from './caip/isCaipNetworkId.js'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId.js'
export { CaipError, type CaipErrorMessage } from './errors/CaipError.js'
export type { CatalogueMessage } from './errors/CatalogueMessage.js'
export { ChainError, type ChainErrorMessage } from './errors/ChainError.js'
export { ConfigError, type ConfigErrorMessage } from './errors/ConfigError.js'
export { ConnectionError, type ConnectionErrorMessage } from './errors/ConnectionError.js'
export { FrameError, type FrameErrorMessage } from './errors/FrameError.js'
export { GangwayError, type GangwayErrorOptions } from './errors/GangwayError.js'
export { NamesError, type NamesErrorMessage } from './errors/NamesError.js'
export type { PluginError } from './errors/PluginError.js'
export { SiwxError, type SiwxErrorMessage } from './errors/SiwxError.js'
export type { TransactionError } from './errors/TransactionError.js'
export type { EventBus, EventHandler } from './events/EventBus.js'
export type { EventName, EventRegistry } from './events/EventRegistry.js'
export type { Gangway, GangwaySnapshot, GangwayUi, NavigateOptions, OpenOptions } from './Gangway.js'
export type { MessageKey } from './i18n/MessageKey.js'
export type { MessageRegistry } from './i18n/MessageRegistry.js'
export type { Plugin, PluginLoader } from './plugin/Plugin.js'
export type { PluginRegistry } from './plugin/PluginRegistry.js'
export type {
  Account,
  AccountState,
  AccountStatus,
  AccountType,
  SocialProvider,
  TokenBalance,
} from './types/Account.js'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './types/ChainNamespace.js'
export type { ConnectCallOptions } from './types/ConnectCallOptions.js'
export type { Connector, ConnectorType } from './types/Connector.js'
export type { EvmNetwork } from './types/EvmNetwork.js'
export type {
  ConnectMethod,
  ConnectorTypeOrder,
  FeatureName,
  Features,
  WalletFeature,
} from './types/Features.js'
export type {
  AppMetadata,
  Endpoints,
  GangwayConfig,
  ThemeMode,
  ThemeVariables,
} from './types/GangwayConfig.js'
export type { NativeCurrency, Network } from './types/Network.js'
export type { PayRequest } from './types/PayRequest.js'
export type { ViewId, ViewRegistry } from './types/ViewRegistry.js'
