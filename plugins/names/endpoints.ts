import { IDENTITY_CACHE_MS, type BlockchainServicesApi } from 'portico/plugin'
import { NAME_LOOKUP_API_VERSION, NAME_PATHS, NAME_SUGGESTIONS_ZONE } from './constants'
import {
  nameHolderSchema,
  nameSuggestionsSchema,
  reverseNamesSchema,
  type NameHolder,
  type NameSuggestions,
  type RegistrationRequest,
  type ReverseNames,
} from './schemas'

/**
 * Adds the name service's calls to the blockchain-services API; the loader calls it once per
 * API object, and the plugin reads what it returned as its context's `api`. Lookups are
 * identities: cached as long as the identity call, and refetched when a registration
 * invalidates them.
 */
export const injectNamesEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      /** Who holds `name`: a 404 when nobody does (the name is available). */
      nameHolder: builder.query<NameHolder, string>({
        query: (name) => ({
          url: NAME_PATHS.holder(name),
          params: { apiVersion: NAME_LOOKUP_API_VERSION },
        }),
        responseSchema: nameHolderSchema,
        keepUnusedDataFor: IDENTITY_CACHE_MS / 1000,
        providesTags: ['Identity'],
      }),
      /** Names like `name`, for the visitor to pick from while typing. */
      nameSuggestions: builder.query<NameSuggestions, string>({
        query: (name) => ({
          url: NAME_PATHS.suggestions(name),
          params: { zone: NAME_SUGGESTIONS_ZONE },
        }),
        responseSchema: nameSuggestionsSchema,
        keepUnusedDataFor: IDENTITY_CACHE_MS / 1000,
        providesTags: ['Identity'],
      }),
      /** The names an address holds. */
      reverseNames: builder.query<ReverseNames, string>({
        query: (address) => ({ url: NAME_PATHS.reverse(address) }),
        responseSchema: reverseNamesSchema,
        keepUnusedDataFor: IDENTITY_CACHE_MS / 1000,
        providesTags: ['Identity'],
      }),
      /** Registers a name signed by its address; every lookup is stale afterwards. */
      registerName: builder.mutation<NameHolder, RegistrationRequest>({
        query: (body) => ({ url: NAME_PATHS.account, method: 'POST', body }),
        responseSchema: nameHolderSchema,
        invalidatesTags: ['Identity'],
      }),
    }),
  })

/** The blockchain-services API with the name calls: the names plugin's `context.api`. */
export type NamesApi = ReturnType<typeof injectNamesEndpoints>
