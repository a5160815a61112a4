export { formatCaipAddress } from './caip/formatCaipAddress.js'
export { formatCaipNetworkId } from './caip/formatCaipNetworkId.js'
export { isCaipAddress } from './caip/isCaipAddress.js'
export { isCaipNetworkId } from './caip/isCaipNetworkId.js'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId.js'
export { createKernel, type KernelOptions } from './createKernel.js'
export { CaipError, type CaipErrorMessage } from './errors/CaipError.js'
export type { CatalogueMessage } from './errors/CatalogueMessage.js'
export type { ChainErrorMessage } from './errors/ChainError.js'
export { ConfigError, type ConfigErrorMessage } from './errors/ConfigError.js'
export { ConnectionError, type ConnectionErrorMessage } from './errors/ConnectionError.js'
export type { FrameErrorMessage } from './errors/FrameError.js'
export { GangwayError, type GangwayErrorOptions } from './errors/GangwayError.js'
export type { NamesErrorMessage } from './errors/NamesError.js'
export { PluginError } from './errors/PluginError.js'
export { RpcError, type RpcErrorName } from './errors/RpcError.js'
export type { SiwxErrorMessage } from './errors/SiwxError.js'
export type { EventBus, EventHandler } from './events/EventBus.js'
export type { EventName, EventRegistry } from './events/EventRegistry.js'
export { formatBalance } from './format/formatBalance.js'
export { formatNumber } from './format/formatNumber.js'
export { formatUnits } from './format/formatUnits.js'
export { parseUnits } from './format/parseUnits.js'
export type { Gangway, GangwaySnapshot, GangwayUi, NavigateOptions, OpenOptions } from './Gangway.js'
export { retryDelay, shouldRetry } from './http/retryPolicy.js'
export type { MessageKey } from './i18n/MessageKey.js'
export type { MessageRegistry } from './i18n/MessageRegistry.js'
export type { Messages } from './i18n/Messages.js'
export type { Translate } from './i18n/Translate.js'
export type { Logger } from './log/Logger.js'
export type { ChainAdapter } from './plugin/ChainAdapter.js'
export type { ChainCapability } from './plugin/ChainCapability.js'
export type { ConnectOptions } from './plugin/ConnectOptions.js'
export type { ConnectResult } from './plugin/ConnectResult.js'
export { definePlugin } from './plugin/definePlugin.js'
export type { ExplorerTarget } from './plugin/ExplorerTarget.js'
export type { Plugin, PluginLoader } from './plugin/Plugin.js'
export type { PluginContext } from './plugin/PluginContext.js'
export type { PluginMessages } from './plugin/PluginMessages.js'
export type { PluginRegistry } from './plugin/PluginRegistry.js'
export type { SessionReporter } from './plugin/SessionReporter.js'
export type { SlotEntry } from './plugin/SlotEntry.js'
export type { Teardown } from './plugin/Teardown.js'
export type { ViewComponent } from './plugin/ViewComponent.js'
export type { ViewDefinition } from './plugin/ViewDefinition.js'
export { classifyWalletRequest, type WalletRequestSafety } from './rpc/classifyWalletRequest.js'
export { classifyWalletResult, type WalletResultKind } from './rpc/classifyWalletResult.js'
export { safeWalletMethods } from './rpc/safeWalletMethods.js'
export { shouldAddChainOnSwitchError } from './rpc/shouldAddChainOnSwitchError.js'
export { toRpcError } from './rpc/toRpcError.js'
export { unsafeWalletMethods } from './rpc/unsafeWalletMethods.js'
export type { GangwayStores } from './store/GangwayStores.js'
export type {
  Account,
  AccountState,
  AccountStatus,
  AccountType,
  SocialProvider,
  TokenBalance,
} from './types/Account.js'
export type { Alert, AlertKind } from './types/Alert.js'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './types/ChainNamespace.js'
export type { Connection, Connector, ConnectorType, WalletEntry } from './types/Connector.js'
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
export type { Notification, NotificationVariant } from './types/Notification.js'
export type { ResolvedConfig } from './types/ResolvedConfig.js'
export type { ViewEntry, ViewId, ViewRegistry } from './types/ViewRegistry.js'
