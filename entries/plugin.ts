export { createKernel, type KernelOptions } from '../core/createKernel.js'
export { PluginError } from '../core/errors/PluginError.js'
export { RpcError, type RpcErrorName } from '../core/errors/RpcError.js'
export { TransactionError } from '../core/errors/TransactionError.js'
export {
  type TransactionNodeReason,
  transactionNodeMessages,
} from '../core/errors/transactionNodeMessages.js'
export { formatBalance } from '../core/format/formatBalance.js'
export { formatNumber } from '../core/format/formatNumber.js'
export { formatUnits } from '../core/format/formatUnits.js'
export { parseUnits } from '../core/format/parseUnits.js'
export { retryDelay, shouldRetry } from '../core/http/retryPolicy.js'
export type { Messages } from '../core/i18n/Messages.js'
export type { Translate } from '../core/i18n/Translate.js'
export type { ThemeMode, ThemeVariables } from '../core/index.js'
export * from '../core/index.js'
export * from '../core/kit/index.js'
export type { Logger } from '../core/log/Logger.js'
export type { ChainAdapter } from '../core/plugin/ChainAdapter.js'
export type { ChainCapability } from '../core/plugin/ChainCapability.js'
export type { ConnectOptions } from '../core/plugin/ConnectOptions.js'
export type { ConnectResult } from '../core/plugin/ConnectResult.js'
export { definePlugin } from '../core/plugin/definePlugin.js'
export type { ExplorerTarget } from '../core/plugin/ExplorerTarget.js'
export type { PluginContext } from '../core/plugin/PluginContext.js'
export type { PluginMessages } from '../core/plugin/PluginMessages.js'
export { loadViewOnce } from '../core/plugin/preloadView.js'
export type { SessionReporter } from '../core/plugin/SessionReporter.js'
export type { SlotEntry } from '../core/plugin/SlotEntry.js'
export type { Teardown } from '../core/plugin/Teardown.js'
export type { ViewComponent } from '../core/plugin/ViewComponent.js'
export type { ViewDefinition } from '../core/plugin/ViewDefinition.js'
export { createPortfolioClient } from '../core/portfolio/createPortfolioClient.js'
export type { HistoryItem, HistoryTransfer } from '../core/portfolio/HistoryItem.js'
export type { Nft } from '../core/portfolio/Nft.js'
export type { Page } from '../core/portfolio/Page.js'
export type { PageOptions, PortfolioClient } from '../core/portfolio/PortfolioClient.js'
export type { PortfolioState } from '../core/portfolio/PortfolioState.js'
export { portfolioClientOf } from '../core/portfolio/portfolioClientOf.js'
export { type UsePortfolioResult, usePortfolio } from '../core/portfolio/usePortfolio.js'
export {
  type AnyEventHandler,
  type GangwayStoreState,
  type UseAccountResult,
  type UseNetworkResult,
  useAccount,
  useDisconnect,
  useGangway,
  useGangwayContext,
  useGangwayEvents,
  useGangwayStore,
  useNetwork,
  useTranslate,
  useWalletInfo,
} from '../core/react/index.js'
export { classifyWalletRequest, type WalletRequestSafety } from '../core/rpc/classifyWalletRequest.js'
export { classifyWalletResult, type WalletResultKind } from '../core/rpc/classifyWalletResult.js'
export { errorChain } from '../core/rpc/errorChain.js'
export { safeWalletMethods } from '../core/rpc/safeWalletMethods.js'
export { shouldAddChainOnSwitchError } from '../core/rpc/shouldAddChainOnSwitchError.js'
export { toRpcError } from '../core/rpc/toRpcError.js'
export { unsafeWalletMethods } from '../core/rpc/unsafeWalletMethods.js'
export type { GangwayStores } from '../core/store/GangwayStores.js'
export type { Alert, AlertKind } from '../core/types/Alert.js'
export type { Connection, WalletEntry } from '../core/types/Connector.js'
export type { Notification, NotificationVariant } from '../core/types/Notification.js'
export type { ResolvedConfig } from '../core/types/ResolvedConfig.js'
export type { ViewEntry } from '../core/types/ViewRegistry.js'
export * from '../ui-kit/index.js'
export { IMAGE_PRELOAD_TIMEOUT_MS } from '../ui-kit/lib/IMAGE_PRELOAD_TIMEOUT_MS.js'
