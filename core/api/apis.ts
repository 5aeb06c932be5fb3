import { createApi } from '@reduxjs/toolkit/query'
import { serviceQuery, type ServiceError } from './serviceQuery'
import {
  analyticsConfigResponseSchema,
  originsResponseSchema,
  remoteConfigResponseSchema,
  type AnalyticsConfigResponse,
  type OriginsResponse,
  type RemoteConfigResponse,
} from './schemas/walletServices'

/** A response that does not match its schema becomes an ordinary error value. */
const catchSchemaFailure = (error: { message: string }): ServiceError => ({
  status: 'PARSE_ERROR',
  message: error.message,
})

/**
 * The wallet-services API. Plugins add endpoints with `injectEndpoints`; there is
 * never a second `createApi` for the same base address. The API object is shared, its state
 * lives in each modal's own store.
 */
export const walletServicesApi = createApi({
  reducerPath: 'walletServices',
  baseQuery: serviceQuery('walletServices'),
  tagTypes: ['Config', 'Wallets'],
  catchSchemaFailure,
  endpoints: (build) => ({
    getRemoteConfig: build.query<RemoteConfigResponse, void>({
      query: () => ({ url: '/appkit/v1/config', optional: true }),
      responseSchema: remoteConfigResponseSchema,
      providesTags: ['Config'],
    }),
    getAllowedOrigins: build.query<OriginsResponse, void>({
      query: () => ({ url: '/projects/v1/origins', optional: true }),
      responseSchema: originsResponseSchema,
    }),
    getAnalyticsConfig: build.query<AnalyticsConfigResponse, void>({
      query: () => ({ url: '/getAnalyticsConfig', optional: true }),
      responseSchema: analyticsConfigResponseSchema,
    }),
  }),
})

/** The blockchain-services API. Balance, identity and history endpoints join it. */
export const blockchainServicesApi = createApi({
  reducerPath: 'blockchainServices',
  baseQuery: serviceQuery('blockchainServices'),
  tagTypes: ['Balance', 'Identity', 'History'],
  catchSchemaFailure,
  endpoints: () => ({}),
})

export type WalletServicesApi = typeof walletServicesApi
export type BlockchainServicesApi = typeof blockchainServicesApi

/** What a plugin's `endpoints` function receives. */
export interface ServiceApis {
  walletServices: WalletServicesApi
  blockchainServices: BlockchainServicesApi
}
