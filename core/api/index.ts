/**
 * The service APIs: a chunk of its own, loaded on idle or on first open and then attached
 * to the store, so a host page pays nothing for RTK Query until the kit talks to a service.
 */
export { walletServicesApi, blockchainServicesApi } from './apis'
export type { ServiceApis, WalletServicesApi, BlockchainServicesApi } from './apis'
export { serviceQuery, retryDelay } from './serviceQuery'
export type { ServiceArgs, ServiceError, ServiceName } from './serviceQuery'
export * from './schemas'
