// The remote calls the kit makes, one row each, and their rendering as docs/services.md: the
// single source of that page. servicesReference.test.ts writes the page from here and checks
// every row against the code that makes the call (the endpoint definitions, the frame's
// auth-service client, the analytics client), so the page cannot drift from the kit. The rows
// import the very schemas and path constants the calls use. A documentation module: kit code
// never imports it (it renders JSON Schema with zod's full build, which kit code must not use).
import * as zod from 'zod'
import * as z from 'zod/mini'
import { balanceResponseSchema, identityResponseSchema } from '../../core/account/schemas'
import { analyticsEventSchema } from '../../core/api/schemas/analytics'
import {
  analyticsConfigResponseSchema,
  originsResponseSchema,
  remoteConfigResponseSchema,
} from '../../core/api/schemas/walletServices'
import {
  BALANCE_CACHE_MS,
  IDENTITY_CACHE_MS,
  REQUEST_RETRIES,
  REQUEST_RETRY_BASE_DELAY_MS,
  SDK_TYPE,
  SERVICE_REQUEST_TIMEOUT_MS,
  WALLET_LIST_CACHE_MS,
  WALLET_PAGE_SIZE,
  WALLET_RECOMMENDED_SIZE,
} from '../../core/constants'
import { DEFAULT_ENDPOINTS } from '../../core/defaults'
import { getWalletsResponseSchema } from '../../core/wallets/schemas'
import type { ServiceClient } from '../../frame/service'
import { historyResponseSchema } from '../../plugins/activity/schemas'
import {
  EXCHANGE_METHODS,
  EXCHANGE_RPC_PATH,
  getBuyStatusParamsSchema,
  getBuyStatusResultSchema,
  getExchangesParamsSchema,
  getExchangesResultSchema,
  getPayUrlParamsSchema,
  getPayUrlResultSchema,
  jsonRpcResponseSchema,
} from '../../plugins/pay/exchangeSchemas'
import {
  nameHolderSchema,
  nameSuggestionsSchema,
  registrationRequestSchema,
  reverseNamesSchema,
} from '../../plugins/names/schemas'
import { NFT_PAGE_SIZE } from '../../plugins/nfts/constants'
import { nftsResponseSchema } from '../../plugins/nfts/schemas'
import { ONRAMP_HISTORY_PROVIDER } from '../../plugins/onramp/constants'
import {
  ONRAMP_PATHS,
  onrampOptionsSchema,
  onrampQuoteRequestSchema,
  onrampQuoteSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
} from '../../plugins/onramp/schemas'
import { accountLookupResponseSchema } from '../../plugins/send/schemas'
import {
  allowanceParamsSchema,
  allowanceResponseSchema,
  buildApproveParamsSchema,
  buildApproveResponseSchema,
  buildTransactionRequestSchema,
  buildTransactionResponseSchema,
  CONVERT_PATHS,
  gasPriceParamsSchema,
  gasPriceResponseSchema,
  quotesParamsSchema,
  quotesResponseSchema,
  tokensParamsSchema,
  tokensResponseSchema,
} from '../../plugins/swaps/schemas'
import * as auth from '../../protocol/auth/contract'
import * as social from '../../protocol/auth/social'

/** Where a call goes: the host's `endpoints` option names each address. */
export type ServiceName = 'walletServices' | 'blockchainServices' | 'analytics' | 'authService'

export type Schema = z.ZodMiniType

export interface Parameter {
  name: string
  required: boolean
  description: string
}

interface CallBase {
  /** The section's anchor, unique. */
  id: string
  /** What the call is for, in a few words. */
  title: string
  service: ServiceName
  method: 'GET' | 'POST' | 'PUT'
  /** The path on the service's address, with `{name}` for each path parameter. */
  path: string
  pathParams?: readonly Parameter[]
  /** The call's own query parameters (the common ones of the service come on top). */
  query?: readonly Parameter[]
  /** The JSON body sent. */
  body?: Schema
  /** The JSON answer the kit parses; absent when the answer has no body the kit reads. */
  response?: Schema
  /** What the answer is when it is not JSON (or has no body). */
  responseNote?: string
  /** Who makes it: the kit's core or a built-in plugin. */
  madeBy: string
  /** When it is made, and what the kit does with the answer. */
  when: string
}

/** A call through an RTK Query endpoint of the shared service APIs. */
export interface EndpointCall extends CallBase {
  kind: 'endpoint'
  service: 'walletServices' | 'blockchainServices'
  /** The endpoint's name on its API (`api.endpoints.<name>`). */
  endpoint: string
  /** Arguments of the endpoint's `query` (checked in the test, not rendered). */
  example: unknown
}

/** A call of the frame's auth-service client (frame/service.ts). */
export interface AuthCall extends CallBase {
  kind: 'authService'
  service: 'authService'
  /** The client's method that makes it. */
  clientMethod: keyof ServiceClient
  /** Sent with the session's access token (`Authorization: Bearer`). */
  bearer: boolean
  /** Makes the call with example arguments, and a JSON answer it accepts (checked in the test). */
  example: { call: (client: ServiceClient) => Promise<unknown>; answer?: unknown }
}

/** A call made outside the service APIs: the analytics client, the wallet list's images. */
export interface OtherCall extends CallBase {
  kind: 'analytics' | 'walletImage' | 'assetImage' | 'tokenImage'
}

export type ServiceCall = EndpointCall | AuthCall | OtherCall

/** Query parameters from the zod schema the kit builds them with, described one by one. */
function paramsOf<S extends z.ZodMiniObject>(
  schema: S,
  descriptions: { readonly [K in keyof z.input<S> & string]-?: string },
): Parameter[] {
  const required = new Set(jsonSchemaOf(schema).required ?? [])
  return Object.entries(descriptions).map(([name, description]) => ({
    name,
    required: required.has(name),
    description,
  }))
}

const param = (name: string, required: boolean, description: string): Parameter => ({
  name,
  required,
  description,
})

/** A JSON-RPC 2.0 request of the exchange service, as the pay plugin sends it. */
const exchangeRequest = (method: string, params: Schema) =>
  z.object({ jsonrpc: z.enum(['2.0']), id: z.number(), method: z.enum([method]), params })

const ADDRESS = '0x1111111111111111111111111111111111111111'
const TOKEN = '0x2222222222222222222222222222222222222222'
const SESSION_USER = { id: 'user-1', email: 'ada@example.com', address: null }
const SESSION_TOKENS = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 900,
  user: SESSION_USER,
}

const caip10Note = 'a CAIP-10 id, `eip155:<chain id>:<address>`'

export const SERVICE_CALLS: readonly ServiceCall[] = [
  // ---- wallet services ---------------------------------------------------------------------
  {
    kind: 'endpoint',
    id: 'remote-config',
    title: 'The project’s feature configuration',
    service: 'walletServices',
    endpoint: 'getRemoteConfig',
    method: 'GET',
    path: '/appkit/v1/config',
    response: remoteConfigResponseSchema,
    madeBy: 'core',
    when:
      'Once the page is idle after `createModal`, unless the host set `basic` or no `projectId` ' +
      '(an answer of the last few minutes is reused). A feature it lists with `isEnabled: false` ' +
      '(e-mail, socials, swaps, onramp, activity) is switched off; it never turns on a feature ' +
      'the host left off. On a failure the host’s own settings stay in force, and a 401/403, ' +
      '429 or 5xx raises its alert.',
    example: undefined,
  },
  {
    kind: 'endpoint',
    id: 'allowed-origins',
    title: 'The project’s allowed origins',
    service: 'walletServices',
    endpoint: 'getAllowedOrigins',
    method: 'GET',
    path: '/projects/v1/origins',
    response: originsResponseSchema,
    madeBy: 'core',
    when:
      'With the configuration, when the host set a `projectId`. Entries are exact origins or ' +
      '`*.`-patterns; a page whose origin is not listed gets the unverified-domain alert.',
    example: undefined,
  },
  {
    kind: 'endpoint',
    id: 'analytics-config',
    title: 'Whether analytics are on',
    service: 'walletServices',
    endpoint: 'getAnalyticsConfig',
    method: 'GET',
    path: '/getAnalyticsConfig',
    response: analyticsConfigResponseSchema,
    madeBy: 'core',
    when:
      'With the configuration, when the host’s `features.analytics` is on and it set a ' +
      '`projectId`. Events wait for the answer; when it is `false` or the call fails, they ' +
      'are dropped.',
    example: undefined,
  },
  {
    kind: 'endpoint',
    id: 'wallet-list',
    title: 'The wallet list',
    service: 'walletServices',
    endpoint: 'getWallets',
    method: 'GET',
    path: '/getWallets',
    query: [
      param('page', true, 'The page, from 1.'),
      param(
        'entries',
        true,
        `Wallets per page: ${WALLET_PAGE_SIZE} for All Wallets, ${WALLET_RECOMMENDED_SIZE} for the ` +
          'recommended ones, the number of ids asked for by id.',
      ),
      param(
        'include',
        false,
        'Comma-separated wallet ids: only these (the host’s `includeWalletIds`).',
      ),
      param(
        'exclude',
        false,
        'Comma-separated wallet ids to leave out (excluded, featured, recommended and installed ones).',
      ),
      param(
        'chains',
        false,
        'Comma-separated CAIP-2 ids of the host’s networks: wallets supporting one.',
      ),
      param('search', false, 'The visitor’s search text, trimmed.'),
      param('badge_type', false, '`certified` (certified wallets only) or `none`.'),
    ],
    response: getWalletsResponseSchema,
    madeBy: 'core',
    when:
      'On the Connect view (the host’s featured and the recommended wallets), in All Wallets ' +
      '(a page as the visitor scrolls, a search 300 ms after the last keystroke) and once to ' +
      'look up the host’s excluded wallets by id. The answer is kept ' +
      `${WALLET_LIST_CACHE_MS / 60_000} min; unknown fields are ignored.`,
    example: {
      page: 2,
      entries: WALLET_PAGE_SIZE,
      include: ['a'],
      exclude: ['b', 'c'],
      chains: ['eip155:1'],
      search: ' rain ',
      badge_type: 'certified',
    },
  },
  {
    kind: 'walletImage',
    id: 'wallet-image',
    title: 'A wallet’s image',
    service: 'walletServices',
    method: 'GET',
    path: '/getWalletImage/{imageId}',
    pathParams: [param('imageId', true, 'The `image_id` of a wallet list entry.')],
    responseNote: 'An image, loaded by an `<img>` element (the first rows’ images are prefetched).',
    madeBy: 'core',
    when: 'For each wallet row shown in the Connect view and All Wallets.',
  },
  {
    kind: 'assetImage',
    id: 'asset-image',
    title: 'A network’s image',
    service: 'walletServices',
    method: 'GET',
    path: '/public/getAssetImage/{imageId}',
    pathParams: [
      param(
        'imageId',
        true,
        'The network’s `assets.imageId`, else its CAIP-2 id (`eip155:8453`). Exchanges of the ' +
          'pay plugin name their images here too.',
      ),
    ],
    responseNote:
      'An image, loaded by an `<img>` element over the kit’s own mark of the network (a letter ' +
      'badge for a network the kit does not know), which stays when the call fails.',
    madeBy: 'core',
    when:
      'For each network shown (the Networks list, the Account view), unless the host gave the ' +
      'network an `assets.imageUrl`; not without a `projectId`.',
  },
  {
    kind: 'tokenImage',
    id: 'token-image',
    title: 'A token’s image',
    service: 'walletServices',
    method: 'GET',
    path: '/public/getTokenImage/{symbol}',
    pathParams: [param('symbol', true, 'The token’s symbol (`USDC`).')],
    responseNote:
      'An image, loaded by an `<img>` element over a letter badge of the symbol, which stays ' +
      'when the call fails.',
    madeBy: 'core',
    when:
      'For each token row whose balance entry brings no `iconUrl` (token lists, pickers); not ' +
      'without a `projectId`.',
  },

  // ---- analytics ---------------------------------------------------------------------------
  {
    kind: 'analytics',
    id: 'analytics-event',
    title: 'An analytics event',
    service: 'analytics',
    method: 'POST',
    path: '/e',
    body: analyticsEventSchema,
    responseNote:
      'Not read; a 403 stops all further events (and raises the configuration alert once).',
    madeBy: 'core, and plugins through `context.track`',
    when:
      'For each event (modal opened, connection made, send started...) and error report (at ' +
      'most 5 per minute), once analytics are confirmed on; sent with `keepalive`.',
  },

  // ---- blockchain services -----------------------------------------------------------------
  {
    kind: 'endpoint',
    id: 'balance',
    title: 'An account’s balances',
    service: 'blockchainServices',
    endpoint: 'getAccountBalance',
    method: 'GET',
    path: '/v1/account/{address}/balance',
    pathParams: [param('address', true, 'The plain address, without its CAIP prefix.')],
    query: [
      param('currency', true, 'Always `usd`.'),
      param('chainId', true, 'The CAIP-2 id of the network, e.g. `eip155:8453`.'),
      param(
        'forceUpdate',
        false,
        'A token (CAIP-10 id) whose balance the service reads afresh, e.g. after a send.',
      ),
    ],
    response: balanceResponseSchema,
    madeBy: 'core (`refreshBalance`)',
    when:
      'When an account connects, its network changes, and on `refreshBalance`. Kept ' +
      `${BALANCE_CACHE_MS / 1000} s; on a failure the kit reads the native balance from the ` +
      'network’s node instead. Zero-decimal tokens are left out.',
    example: { address: ADDRESS, chainId: 'eip155:8453', forceUpdate: `eip155:8453:${TOKEN}` },
  },
  {
    kind: 'endpoint',
    id: 'identity',
    title: 'An address’s name and avatar',
    service: 'blockchainServices',
    endpoint: 'getIdentity',
    method: 'GET',
    path: '/v1/identity/{address}',
    pathParams: [param('address', true, 'An eip155 address.')],
    query: [param('sender', false, 'The connected address asking, which the service may use.')],
    response: identityResponseSchema,
    madeBy: 'core (`lookUpIdentity`)',
    when:
      'For the connected eip155 account (its name and avatar in the Account view) and for any ' +
      `address a plugin looks up. Kept ${IDENTITY_CACHE_MS / 60_000} min.`,
    example: { address: ADDRESS, sender: ADDRESS },
  },
  {
    kind: 'endpoint',
    id: 'history',
    title: 'An account’s transaction history',
    service: 'blockchainServices',
    endpoint: 'getHistory',
    method: 'GET',
    path: '/v1/account/{address}/history',
    pathParams: [param('address', true, 'The plain address, without its CAIP prefix.')],
    query: [
      param('chainId', true, 'The CAIP-2 id of the account’s network.'),
      param('cursor', false, 'The `next` of the previous page; absent for the first page.'),
    ],
    response: historyResponseSchema,
    madeBy: 'the `activity` plugin',
    when:
      'When the Activity tab shows, a page at a time as the visitor scrolls; asked again from ' +
      'the first page after a send or swap.',
    example: { queryArg: { address: ADDRESS, chainId: 'eip155:8453' }, pageParam: 'cursor-2' },
  },
  {
    kind: 'endpoint',
    id: 'nfts',
    title: 'An account’s NFTs',
    service: 'blockchainServices',
    endpoint: 'getNfts',
    method: 'GET',
    path: '/v1/account/{address}/nfts',
    pathParams: [param('address', true, 'The plain address, without its CAIP prefix.')],
    query: [
      param('chainId', true, 'The CAIP-2 id of the account’s network.'),
      param('limit', true, `How many items a page holds: always ${NFT_PAGE_SIZE}.`),
      param('cursor', false, 'The `next` of the previous page; absent for the first page.'),
    ],
    response: nftsResponseSchema,
    madeBy: 'the `nfts` plugin',
    when:
      'When the NFTs tab shows, a page at a time as the visitor scrolls; the items come with ' +
      'their metadata (name, image, traits) already resolved by the service.',
    example: { queryArg: { address: ADDRESS, chainId: 'eip155:8453' }, pageParam: 'cursor-2' },
  },
  {
    kind: 'endpoint',
    id: 'account-name',
    title: 'The address behind an account name',
    service: 'blockchainServices',
    endpoint: 'lookupAccountName',
    method: 'GET',
    path: '/v1/profile/account/{name}',
    pathParams: [param('name', true, 'The name the visitor typed as the receiver.')],
    query: [param('apiVersion', true, 'Always `2`, the answer’s version.')],
    response: accountLookupResponseSchema,
    responseNote: 'A 404 when nobody holds the name.',
    madeBy: 'the `send` plugin',
    when: `While the visitor types a receiver name in Send. Kept ${IDENTITY_CACHE_MS / 60_000} min.`,
    example: 'ada.eth',
  },
  {
    kind: 'endpoint',
    id: 'name-holder',
    title: 'Who holds an account name',
    service: 'blockchainServices',
    endpoint: 'nameHolder',
    method: 'GET',
    path: '/v1/profile/account/{name}',
    pathParams: [param('name', true, 'The name the visitor is typing to register.')],
    query: [param('apiVersion', true, 'Always `2`, the answer’s version.')],
    response: nameHolderSchema,
    responseNote: 'A 404 when nobody holds the name: it is available.',
    madeBy: 'the `names` plugin',
    when: `While the visitor types a name to register, once typing pauses. Kept ${IDENTITY_CACHE_MS / 60_000} min.`,
    example: 'ada-lovelace',
  },
  {
    kind: 'endpoint',
    id: 'name-suggestions',
    title: 'Names like the one typed',
    service: 'blockchainServices',
    endpoint: 'nameSuggestions',
    method: 'GET',
    path: '/v1/profile/suggestions/{name}',
    pathParams: [param('name', true, 'The name the visitor is typing to register.')],
    query: [param('zone', true, 'Always `portico`: the kit’s own names.')],
    response: nameSuggestionsSchema,
    madeBy: 'the `names` plugin',
    when: 'With the holder call, while the visitor types a name to register.',
    example: 'ada',
  },
  {
    kind: 'endpoint',
    id: 'name-reverse',
    title: 'The names an address holds',
    service: 'blockchainServices',
    endpoint: 'reverseNames',
    method: 'GET',
    path: '/v1/profile/reverse/{address}',
    pathParams: [param('address', true, 'The connected account’s address.')],
    response: reverseNamesSchema,
    madeBy: 'the `names` plugin',
    when: 'Once the plugin is loaded and an account connects whose identity has no name.',
    example: ADDRESS,
  },
  {
    kind: 'endpoint',
    id: 'name-register',
    title: 'Register an account name',
    service: 'blockchainServices',
    endpoint: 'registerName',
    method: 'POST',
    path: '/v1/profile/account',
    body: registrationRequestSchema,
    response: nameHolderSchema,
    responseNote:
      '400 for a name the rules refuse, 401 when the signature is not the address’s, 409 when the name is taken.',
    madeBy: 'the `names` plugin',
    when: 'When the visitor registers a name, after the wallet signed `{"name","timestamp"}`.',
    example: {
      coin_type: 60,
      address: ADDRESS,
      message: '{"name":"ada-lovelace","timestamp":1767225600000}',
      signature: `0x${'ab'.repeat(65)}`,
    },
  },
  {
    kind: 'endpoint',
    id: 'swap-tokens',
    title: 'The tokens a network’s exchange trades',
    service: 'blockchainServices',
    endpoint: 'swapTokens',
    method: 'GET',
    path: CONVERT_PATHS.tokens,
    query: paramsOf(tokensParamsSchema, { chainId: 'The CAIP-2 id of the network.' }),
    response: tokensResponseSchema,
    responseNote: 'An empty list, or a 400 with `{ "error": … }`: no swaps on that network.',
    madeBy: 'the `swaps` plugin',
    when: 'When the Swap view opens.',
    example: 'eip155:8453',
  },
  {
    kind: 'endpoint',
    id: 'swap-quotes',
    title: 'Quotes for a swap',
    service: 'blockchainServices',
    endpoint: 'swapQuotes',
    method: 'GET',
    path: CONVERT_PATHS.quotes,
    query: paramsOf(quotesParamsSchema, {
      userAddress: `The account swapping, ${caip10Note}.`,
      from: 'The token sold, a CAIP-10 id (the native currency: `0xEeee…EEeE`).',
      to: 'The token bought, a CAIP-10 id.',
      amount: 'The amount, in the token’s smallest unit, as a decimal string.',
      gasPrice: 'The network’s gas price in wei, when known.',
      side: 'Which token `amount` is of: `sell` (the default) or `buy`.',
    }),
    response: quotesResponseSchema,
    madeBy: 'the `swaps` plugin',
    when: 'As the visitor types an amount, and again every few seconds while the quote shows.',
    example: {
      userAddress: `eip155:8453:${ADDRESS}`,
      from: `eip155:8453:${TOKEN}`,
      to: `eip155:8453:${ADDRESS}`,
      amount: '1000',
      gasPrice: '5',
      side: 'sell',
    },
  },
  {
    kind: 'endpoint',
    id: 'swap-gas-price',
    title: 'A network’s gas price',
    service: 'blockchainServices',
    endpoint: 'swapGasPrice',
    method: 'GET',
    path: CONVERT_PATHS.gasPrice,
    query: paramsOf(gasPriceParamsSchema, { chainId: 'The CAIP-2 id of the network.' }),
    response: gasPriceResponseSchema,
    madeBy: 'the `swaps` plugin',
    when: 'With the quotes, for the network fee shown.',
    example: 'eip155:8453',
  },
  {
    kind: 'endpoint',
    id: 'swap-allowance',
    title: 'What the exchange may spend of a token',
    service: 'blockchainServices',
    endpoint: 'swapAllowance',
    method: 'GET',
    path: CONVERT_PATHS.allowance,
    query: paramsOf(allowanceParamsSchema, {
      tokenAddress: 'The token sold, a CAIP-10 id.',
      userAddress: `The account swapping, ${caip10Note}.`,
    }),
    response: allowanceResponseSchema,
    madeBy: 'the `swaps` plugin',
    when: 'Before a swap of a token (not of the native currency).',
    example: { tokenAddress: `eip155:8453:${TOKEN}`, userAddress: `eip155:8453:${ADDRESS}` },
  },
  {
    kind: 'endpoint',
    id: 'swap-build-approve',
    title: 'The approval transaction of a swap',
    service: 'blockchainServices',
    endpoint: 'buildSwapApprove',
    method: 'GET',
    path: CONVERT_PATHS.buildApprove,
    query: paramsOf(buildApproveParamsSchema, {
      userAddress: `The account swapping, ${caip10Note}.`,
      from: 'The token sold, a CAIP-10 id.',
      to: 'The token bought, a CAIP-10 id.',
      amount: 'The amount to approve in the smallest unit; absent for an unlimited approval.',
    }),
    response: buildApproveResponseSchema,
    madeBy: 'the `swaps` plugin',
    when: 'When the allowance is short of the amount: the wallet is then asked to send it.',
    example: {
      userAddress: `eip155:8453:${ADDRESS}`,
      from: `eip155:8453:${TOKEN}`,
      to: `eip155:8453:${ADDRESS}`,
      amount: '1000',
    },
  },
  {
    kind: 'endpoint',
    id: 'swap-build-transaction',
    title: 'The swap transaction',
    service: 'blockchainServices',
    endpoint: 'buildSwapTransaction',
    method: 'POST',
    path: CONVERT_PATHS.buildTransaction,
    body: buildTransactionRequestSchema,
    response: buildTransactionResponseSchema,
    madeBy: 'the `swaps` plugin',
    when: 'When the visitor confirms the swap: the wallet is then asked to send it.',
    example: {
      projectId: 'project-1',
      userAddress: `eip155:8453:${ADDRESS}`,
      from: `eip155:8453:${TOKEN}`,
      to: `eip155:8453:${ADDRESS}`,
      amount: '1000',
      eip155: { slippage: '1' },
    },
  },
  {
    kind: 'endpoint',
    id: 'exchanges',
    title: 'The exchanges a payment can go through',
    service: 'blockchainServices',
    endpoint: 'getExchanges',
    method: 'POST',
    path: EXCHANGE_RPC_PATH,
    body: exchangeRequest(EXCHANGE_METHODS.getExchanges, getExchangesParamsSchema),
    response: jsonRpcResponseSchema(getExchangesResultSchema),
    madeBy: 'the `pay` plugin',
    when: 'When the Pay view opens (JSON-RPC method `' + EXCHANGE_METHODS.getExchanges + '`).',
    example: { page: 0, asset: 'eip155:8453/slip44:60', amount: '0.01' },
  },
  {
    kind: 'endpoint',
    id: 'exchange-pay-url',
    title: 'Where the visitor pays through an exchange',
    service: 'blockchainServices',
    endpoint: 'getExchangePayUrl',
    method: 'POST',
    path: EXCHANGE_RPC_PATH,
    body: exchangeRequest(EXCHANGE_METHODS.getPayUrl, getPayUrlParamsSchema),
    response: jsonRpcResponseSchema(getPayUrlResultSchema),
    madeBy: 'the `pay` plugin',
    when:
      'When the visitor picks an exchange (JSON-RPC method `' +
      EXCHANGE_METHODS.getPayUrl +
      '`); the page opens the answer’s `url`.',
    example: {
      exchangeId: 'local',
      asset: 'eip155:8453/slip44:60',
      amount: '0.01',
      recipient: `eip155:8453:${ADDRESS}`,
    },
  },
  {
    kind: 'endpoint',
    id: 'exchange-buy-status',
    title: 'The status of a payment through an exchange',
    service: 'blockchainServices',
    endpoint: 'getExchangeBuyStatus',
    method: 'POST',
    path: EXCHANGE_RPC_PATH,
    body: exchangeRequest(EXCHANGE_METHODS.getBuyStatus, getBuyStatusParamsSchema),
    response: jsonRpcResponseSchema(getBuyStatusResultSchema),
    madeBy: 'the `pay` plugin',
    when:
      'Every 4 s after the exchange page opened (JSON-RPC method `' +
      EXCHANGE_METHODS.getBuyStatus +
      '`), until `SUCCESS` or `FAILED`.',
    example: { sessionId: 'session-1', exchangeId: 'local' },
  },
  {
    kind: 'endpoint',
    id: 'onramp-options',
    title: 'What can be bought with a card or a bank transfer',
    service: 'blockchainServices',
    endpoint: 'onrampOptions',
    method: 'GET',
    path: ONRAMP_PATHS.options,
    response: onrampOptionsSchema,
    responseNote:
      'Limits are decimal strings in the payment currency. On failure the Buy view applies ' +
      'the fallback limits (card 10.00-7500.00, bank transfer 10.00-25000.00, USD and EUR).',
    madeBy: 'the `onramp` plugin',
    when: 'When the Buy view opens. Kept 5 min.',
    example: undefined,
  },
  {
    kind: 'endpoint',
    id: 'onramp-quote',
    title: 'A quote for a purchase',
    service: 'blockchainServices',
    endpoint: 'onrampQuote',
    method: 'POST',
    path: ONRAMP_PATHS.quote,
    body: onrampQuoteRequestSchema,
    response: onrampQuoteSchema,
    madeBy: 'the `onramp` plugin',
    when:
      'Once the amount the visitor types is within the limits and has settled, and again every ' +
      '30 s while the quote shows.',
    example: {
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      amount: '25',
      network: 'base',
    },
  },
  {
    kind: 'endpoint',
    id: 'onramp-url',
    title: 'The onramp provider’s checkout',
    service: 'blockchainServices',
    endpoint: 'onrampUrl',
    method: 'POST',
    path: ONRAMP_PATHS.url,
    body: onrampUrlRequestSchema,
    response: onrampUrlResponseSchema,
    responseNote: 'Only an http(s) address is opened.',
    madeBy: 'the `onramp` plugin',
    when: 'When the visitor continues to checkout: the URL opens in a new tab.',
    example: {
      destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: ADDRESS.toLowerCase(),
      defaultExperience: 'buy',
      presetFiatAmount: '25',
      presetCryptoAmount: '25',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'card',
      locale: 'en',
    },
  },
  {
    kind: 'endpoint',
    id: 'onramp-history',
    title: 'An account’s onramp purchases',
    service: 'blockchainServices',
    endpoint: 'onrampHistory',
    method: 'GET',
    path: '/v1/account/{address}/history',
    pathParams: [param('address', true, 'The plain address, without its CAIP prefix.')],
    query: [
      param('chainId', true, 'The CAIP-2 id of the network the purchase is delivered on.'),
      param(
        'onramp',
        true,
        `Always \`${ONRAMP_HISTORY_PROVIDER}\`: only that provider’s purchases.`,
      ),
    ],
    response: historyResponseSchema,
    madeBy: 'the `onramp` plugin',
    when:
      'When the checkout opens (the purchases known so far), then every 4 s for 10 minutes ' +
      'at most while BuyWaiting waits for the purchase to arrive.',
    example: { address: ADDRESS, chainId: 'eip155:8453' },
  },

  // ---- auth service (e-mail login) ---------------------------------------------------------
  ...authCalls(),
]

function authCalls(): AuthCall[] {
  const base = { kind: 'authService', service: 'authService' } as const
  const frame = 'the `email` plugin’s frame'
  return [
    {
      ...base,
      id: 'auth-email-start',
      title: 'Start an e-mail login',
      clientMethod: 'startEmail',
      bearer: false,
      method: 'POST',
      path: '/v1/email/start',
      body: auth.emailStartRequestSchema,
      response: auth.emailStartResponseSchema,
      madeBy: frame,
      when:
        'When the visitor submits an e-mail address: a one-time code to a device that signed ' +
        'in to that address before; otherwise (a new address too) an approval link, and the ' +
        'credential for the long poll.',
      example: {
        call: (client) => client.startEmail('ada@example.com', 'device-0001'),
        answer: { action: 'VERIFY_DEVICE', waitToken: 'wait-credential-0123456789' },
      },
    },
    {
      ...base,
      id: 'auth-device-wait',
      title: 'Wait for the device approval',
      clientMethod: 'waitForDevice',
      bearer: false,
      method: 'POST',
      path: '/v1/device/wait',
      body: auth.deviceWaitRequestSchema,
      response: auth.deviceWaitResponseSchema,
      responseNote:
        'A long poll with the credential the start answered: 408 `TIMEOUT` after at most 100 s, ' +
        'and the frame asks again; 401 without a live credential; 429 beyond the polls allowed at once.',
      madeBy: frame,
      when: 'While the visitor opens the approval link sent to their address.',
      example: {
        call: (client) =>
          client.waitForDevice('ada@example.com', 'device-0001', 'wait-credential-0123456789'),
        answer: { approved: true },
      },
    },
    {
      ...base,
      id: 'auth-email-verify',
      title: 'Verify the one-time code',
      clientMethod: 'verifyEmail',
      bearer: false,
      method: 'POST',
      path: '/v1/email/verify',
      body: auth.emailVerifyRequestSchema,
      response: auth.sessionTokensSchema,
      madeBy: frame,
      when: 'When the visitor enters the code: the answer is the session.',
      example: {
        call: (client) => client.verifyEmail('ada@example.com', 'device-0001', '123456'),
        answer: SESSION_TOKENS,
      },
    },
    {
      ...base,
      id: 'auth-session-refresh',
      title: 'Renew the session',
      clientMethod: 'refresh',
      bearer: false,
      method: 'POST',
      path: '/v1/session/refresh',
      body: auth.refreshRequestSchema,
      response: auth.refreshResponseSchema,
      madeBy: frame,
      when: 'When the access token is about to expire, before the next call that needs it.',
      example: {
        call: (client) => client.refresh('refresh-token-0123456789'),
        answer: SESSION_TOKENS,
      },
    },
    {
      ...base,
      id: 'auth-session',
      title: 'The signed-in user',
      clientMethod: 'session',
      bearer: true,
      method: 'GET',
      path: '/v1/session',
      response: auth.sessionResponseSchema,
      madeBy: frame,
      when: 'When the page asks for the signed-in user: after a login and at a connection check.',
      example: { call: (client) => client.session('access-token'), answer: { user: SESSION_USER } },
    },
    {
      ...base,
      id: 'auth-sign-out',
      title: 'Sign out',
      clientMethod: 'signOut',
      bearer: true,
      method: 'POST',
      path: '/v1/session/signout',
      body: z.object({}),
      responseNote: '204, no body.',
      madeBy: frame,
      when: 'When the visitor disconnects the e-mail wallet.',
      example: { call: (client) => client.signOut('access-token') },
    },
    {
      ...base,
      id: 'auth-wallet-policy',
      title: 'How this service keeps recovery shares',
      clientMethod: 'walletPolicy',
      bearer: true,
      method: 'GET',
      path: '/v1/wallet/policy',
      response: auth.walletPolicyResponseSchema,
      madeBy: frame,
      when:
        'Before the frame protects a recovery share: `visitor-secret` (encrypted in the frame ' +
        'under the visitor’s passkey or password) or `service` (sealed by the service).',
      example: {
        call: (client) => client.walletPolicy('access-token'),
        answer: { recoveryMode: 'visitor-secret' },
      },
    },
    {
      ...base,
      id: 'auth-wallet-put',
      title: 'Store or rotate a wallet’s shares',
      clientMethod: 'putWallet',
      bearer: true,
      method: 'PUT',
      path: '/v1/wallet',
      body: auth.walletPutRequestSchema,
      responseNote:
        '204, no body; 409 `CONFLICT` unless `version` is the stored one plus 1 (1 for a new ' +
        'wallet); 400 when `proof` is not the wallet key’s signature. A rotation ends every ' +
        'other session of the user.',
      madeBy: frame,
      when:
        'At a user’s first login: the frame makes the key and stores two of its three shares ' +
        'here (the auth share, and the recovery share in the visitor’s envelope); the device ' +
        'share stays in the frame. After a recovery, the same key split anew (the next version).',
      example: {
        call: (client) =>
          client.putWallet('access-token', {
            address: ADDRESS,
            version: 1,
            authShare: 'AAAA',
            recovery: { kind: 'visitor', envelope: '{"v":1}' },
            proof: `0x${'11'.repeat(65)}`,
          }),
      },
    },
    {
      ...base,
      id: 'auth-wallet',
      title: 'The wallet’s share',
      clientMethod: 'wallet',
      bearer: true,
      method: 'GET',
      path: '/v1/wallet',
      response: auth.walletResponseSchema,
      responseNote: '404 `NOT_FOUND` before the wallet is stored.',
      madeBy: frame,
      when:
        'At a later login, to recombine the key in the frame with its device share; `ceremony` ' +
        'is this sign-in’s recovery ceremony on a new device.',
      example: {
        call: (client) => client.wallet('access-token'),
        answer: {
          address: ADDRESS,
          version: 1,
          authShare: 'AAAA',
          recoveryKind: 'visitor',
          ceremony: null,
        },
      },
    },
    {
      ...base,
      id: 'auth-wallet-recovery',
      title: 'The wallet’s recovery share, in a recovery ceremony',
      clientMethod: 'recover',
      bearer: true,
      method: 'POST',
      path: '/v1/wallet/recovery',
      body: auth.recoveryRequestSchema,
      response: auth.recoveryResponseSchema,
      responseNote:
        '403 `RECOVERY_NOT_ALLOWED` without a live ceremony of this sign-in, once it was used, ' +
        'or with another key’s signature.',
      madeBy: frame,
      when:
        'At a login on a new device approved by link (no device share): released once, to the ' +
        'device key sent with the code.',
      example: {
        call: (client) =>
          client.recover('access-token', {
            ceremonyId: 'c'.repeat(43),
            signature: `${'A'.repeat(86)}==`,
          }),
        answer: { version: 1, recovery: { kind: 'visitor', envelope: '{"v":1}' } },
      },
    },
    {
      ...base,
      id: 'auth-email-update',
      title: 'Start changing the e-mail address',
      clientMethod: 'updateEmail',
      bearer: true,
      method: 'POST',
      path: '/v1/email/update',
      body: auth.emailUpdateRequestSchema,
      response: auth.emailUpdateResponseSchema,
      madeBy: frame,
      when: 'When the visitor asks for a new address: a code goes to the current one.',
      example: {
        call: (client) => client.updateEmail('access-token', 'new@example.com'),
        answer: { action: 'VERIFY_PRIMARY_OTP' },
      },
    },
    {
      ...base,
      id: 'auth-email-update-primary',
      title: 'Confirm the change from the current address',
      clientMethod: 'updateEmailPrimary',
      bearer: true,
      method: 'POST',
      path: '/v1/email/update/primary',
      body: auth.emailUpdatePrimaryRequestSchema,
      response: auth.emailUpdatePrimaryResponseSchema,
      madeBy: frame,
      when: 'With the code sent to the current address: a code then goes to the new one.',
      example: {
        call: (client) => client.updateEmailPrimary('access-token', '123456'),
        answer: { action: 'VERIFY_SECONDARY_OTP' },
      },
    },
    {
      ...base,
      id: 'auth-email-update-secondary',
      title: 'Confirm the change from the new address',
      clientMethod: 'updateEmailSecondary',
      bearer: true,
      method: 'POST',
      path: '/v1/email/update/secondary',
      body: auth.emailUpdateSecondaryRequestSchema,
      response: auth.emailUpdateSecondaryResponseSchema,
      madeBy: frame,
      when: 'With the code sent to the new address: the change is made.',
      example: {
        call: (client) => client.updateEmailSecondary('access-token', '654321'),
        answer: { newEmail: 'new@example.com' },
      },
    },
    {
      ...base,
      id: 'auth-chains',
      title: 'The chains the service knows',
      clientMethod: 'chains',
      bearer: false,
      method: 'GET',
      path: '/v1/chains',
      response: auth.chainsResponseSchema,
      madeBy: frame,
      when: 'The first time the frame needs a chain: the nodes it sends the embedded wallet’s RPC to.',
      example: {
        call: (client) => client.chains(),
        answer: { chains: [{ chainId: 1, name: 'Ethereum', rpcUrl: 'https://rpc.example' }] },
      },
    },
    {
      ...base,
      id: 'auth-social-start',
      title: 'Start a social sign-in',
      clientMethod: 'socialStart',
      bearer: false,
      method: 'POST',
      path: '/v1/social/start',
      body: social.socialStartRequestSchema,
      response: social.socialStartResponseSchema,
      madeBy: frame,
      when: 'The visitor chose a provider (the `socials` plugin): the frame sends the challenge of a secret of its own and gets the provider’s address for the popup (or the redirect).',
      example: {
        call: (client) =>
          client.socialStart({
            provider: 'github',
            deviceId: 'device-1234',
            frameChallenge: 'c'.repeat(43),
          }),
        answer: { uri: 'https://github.example/authorize?state=abc' },
      },
    },
    {
      ...base,
      id: 'auth-social-redeem',
      title: 'Redeem a social sign-in’s grant',
      clientMethod: 'socialRedeem',
      bearer: false,
      method: 'POST',
      path: '/v1/social/redeem',
      body: social.socialRedeemRequestSchema,
      response: social.socialSessionSchema,
      madeBy: frame,
      when: 'The page relayed the grant the popup (or the redirect) brought back: the frame redeems it with its secret and has a session.',
      example: {
        call: (client) =>
          client.socialRedeem({
            grant: 'g'.repeat(43),
            verifier: 'v'.repeat(43),
            deviceId: 'device-1234',
          }),
        answer: {
          accessToken: 'access-token',
          refreshToken: 'refresh-token',
          expiresIn: 900,
          user: { id: 'user-1', email: null, address: null },
          identity: { source: 'github', userName: 'ada' },
        },
      },
    },
    {
      ...base,
      id: 'auth-farcaster-start',
      title: 'Open a Farcaster sign-in channel',
      clientMethod: 'farcasterStart',
      bearer: false,
      method: 'POST',
      path: '/v1/farcaster/start',
      body: social.farcasterStartRequestSchema,
      response: social.farcasterStartResponseSchema,
      madeBy: frame,
      when: 'ConnectingFarcaster opened: the channel’s connect URL becomes its QR code and link.',
      example: {
        call: (client) =>
          client.farcasterStart({ deviceId: 'device-1234', frameChallenge: 'c'.repeat(43) }),
        answer: {
          channelToken: 'channel-token-1',
          url: 'https://farcaster.example/~/siwf?channelToken=channel-token-1',
          expiresAt: 1_900_000_000_000,
        },
      },
    },
    {
      ...base,
      id: 'auth-farcaster-status',
      title: 'Ask whether the Farcaster app approved',
      clientMethod: 'farcasterStatus',
      bearer: false,
      method: 'POST',
      path: '/v1/farcaster/status',
      body: social.farcasterStatusRequestSchema,
      response: social.farcasterStatusResponseSchema,
      madeBy: frame,
      when: 'Every second while ConnectingFarcaster waits, until the grant (then redeemed) or the channel’s end.',
      example: {
        call: (client) =>
          client.farcasterStatus({ channelToken: 'channel-token-1', deviceId: 'device-1234' }),
        answer: { state: 'pending' },
      },
    },
  ]
}

// ---- rendering ---------------------------------------------------------------------------------

interface JsonSchema {
  required?: string[]
  [key: string]: unknown
}

/**
 * A schema as JSON Schema, as the service must send it (zod's input side): an object schema of
 * the kit strips unknown fields, so `additionalProperties` is left open. Formats the kit checks
 * with refinements (CAIP ids, decimal amounts) show as plain strings; the descriptions say them.
 */
export function jsonSchemaOf(schema: Schema): JsonSchema {
  const { $schema: _dialect, ...rest } = zod.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}

const SERVICES: Record<ServiceName, { title: string; option: string; intro: string }> = {
  walletServices: {
    title: 'Wallet services',
    option: 'walletServices',
    intro:
      'The project’s configuration and the wallet list. Every call carries the common query ' +
      'parameters.',
  },
  analytics: {
    title: 'Analytics',
    option: 'analytics',
    intro:
      'Usage events and error reports, only once the project’s analytics are confirmed on ' +
      '(the host’s `features.analytics` and the remote setting). Carries the common query ' +
      'parameters.',
  },
  blockchainServices: {
    title: 'Blockchain services',
    option: 'blockchainServices',
    intro:
      'Balances, names, history and the built-in plugins’ swap and exchange calls. Every call ' +
      'carries the common query parameters. A plugin adds its own calls to this API with ' +
      '`injectEndpoints` (see the README’s “Endpoints”).',
  },
  authService: {
    title: 'Auth service (e-mail login)',
    option: 'authService',
    intro:
      'The service of `server/` that a host runs for e-mail login. Only the embedded ' +
      'wallet’s frame calls it, from its own origin (`<authService>/frame/`), never the host ' +
      'page. Requests and answers are JSON; an error answers `{ "error": { "code", "message", ' +
      '"retryAfter"? } }` (protocol/auth/contract.ts). No common query parameters; the modal’s ' +
      'language goes as `Accept-Language`.',
  },
}

const code = (text: string) => `\`${text}\``

function parameterTable(parameters: readonly Parameter[]): string[] {
  return [
    '| Name | Required | Meaning |',
    '| --- | --- | --- |',
    ...parameters.map(
      (parameter) =>
        `| ${code(parameter.name)} | ${parameter.required ? 'yes' : 'no'} | ${parameter.description} |`,
    ),
  ]
}

/** JSON on one line, spaced as the multi-line form: `{ "type": "string" }`. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`,
    )
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`
  }
  return JSON.stringify(value)
}

/** JSON with what fits on a line kept on it: a schema reads at a glance rather than a page. */
function compactJson(value: unknown, indent = '', prefix = ''): string {
  const flat = inlineJson(value)
  if (
    typeof value !== 'object' ||
    value === null ||
    indent.length + prefix.length + flat.length <= 96
  ) {
    return flat
  }
  const inner = `${indent}  `
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    // A list of names: as many to a line as fit.
    const lines: string[] = []
    for (const item of value.map((each) => JSON.stringify(each))) {
      const last = lines.at(-1)
      if (last !== undefined && inner.length + last.length + item.length + 2 <= 96) {
        lines[lines.length - 1] = `${last}, ${item}`
      } else lines.push(item)
    }
    return `[\n${lines.map((line) => `${inner}${line}`).join(',\n')}\n${indent}]`
  }
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${compactJson(item, inner)}`)
    : Object.entries(value).map(([key, item]) => {
        const label = `${JSON.stringify(key)}: `
        return `${inner}${label}${compactJson(item, inner, label)}`
      })
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
  return `${open}\n${items.join(',\n')}\n${indent}${close}`
}

function jsonBlock(schema: Schema): string[] {
  return ['```json', compactJson(jsonSchemaOf(schema)), '```']
}

function renderCall(call: ServiceCall): string[] {
  const lines = [
    `<a id="${call.id}"></a>`,
    '',
    `### ${code(`${call.method} ${call.path}`)}: ${call.title}`,
    '',
    `Made by ${call.madeBy}${call.kind === 'endpoint' ? ` (endpoint ${code(call.endpoint)})` : ''}` +
      `${call.kind === 'authService' && call.bearer ? ', with the session’s access token (`Authorization: Bearer`)' : ''}. ` +
      call.when,
    '',
  ]
  if (call.pathParams) lines.push('Path parameters:', '', ...parameterTable(call.pathParams), '')
  if (call.query) lines.push('Query parameters:', '', ...parameterTable(call.query), '')
  if (call.body) lines.push('Body:', '', ...jsonBlock(call.body), '')
  if (call.response) {
    lines.push(
      `Answer${call.responseNote ? ` (${call.responseNote})` : ''}:`,
      '',
      ...jsonBlock(call.response),
      '',
    )
  } else if (call.responseNote) {
    lines.push(`Answer: ${call.responseNote}`, '')
  }
  return lines
}

/** docs/services.md, from SERVICE_CALLS. */
export function renderServicesReference(calls: readonly ServiceCall[] = SERVICE_CALLS): string {
  const order: ServiceName[] = ['walletServices', 'analytics', 'blockchainServices', 'authService']
  const lines = [
    '# Services reference',
    '',
    '<!-- Generated from tests/package/servicesReference.ts: do not edit. After a change, run',
    '     npm run docs:services -->',
    '',
    'Every remote call the kit makes, by service: its method, path, parameters and the shape of ' +
      'its answer, as JSON Schema of what the service must send (the kit parses every answer ' +
      'with a zod schema and ignores fields it does not know). A host allows these addresses in ' +
      'its Content Security Policy (`connect-src`, and `img-src` for the wallet images); a ' +
      'plugin author writes its own schemas from the same shapes.',
    '',
    '| Service | `endpoints` option | Default address |',
    '| --- | --- | --- |',
    ...order.map((name) => {
      const defaults: Record<string, string> = DEFAULT_ENDPOINTS
      const address = defaults[name]
      return `| ${SERVICES[name].title} | ${code(SERVICES[name].option)} | ${address ? code(address) : 'none: e-mail login is off without it'} |`
    }),
    '',
    '**Common query parameters.** The wallet services, blockchain services and analytics ' +
      `calls all carry ${code('projectId')} (the host's \`projectId\`, empty without one), ` +
      `${code('st')} (the SDK type, ${code(SDK_TYPE)}) and ${code('sv')} (the kit's version).`,
    '',
    `**Failures.** A wallet-services or blockchain-services call is retried ${REQUEST_RETRIES} ` +
      `times on a network failure, a 429 or a 5xx (from ${REQUEST_RETRY_BASE_DELAY_MS} ms, ` +
      `doubling) and fails after ${SERVICE_REQUEST_TIMEOUT_MS / 1000} s, retries included. A ` +
      'failure is a value, never a thrown error: `{ status, message }` (`ServiceError`), ' +
      '`status` being the HTTP status, `FETCH_ERROR`, `PARSE_ERROR` (an answer that does not ' +
      'match its schema) or `TIMEOUT_ERROR`. The three calls made before the first click ' +
      '(remote config, allowed origins, analytics config) are optional: one the network cannot ' +
      'carry is not tried again, and when the remote config cannot be reached the other two ' +
      "are not asked; each failure is one debug line in the kit's log, never a console error.",
    '',
    "**Outside these services** the kit talks to the nodes of the host's networks (JSON-RPC, " +
      'e.g. balances when the balance call fails, and transaction receipts) and, when ' +
      'WalletConnect is on, to its relay.',
    '',
    '## Summary',
    '',
    '| Call | Service | Made by |',
    '| --- | --- | --- |',
    ...order.flatMap((name) =>
      calls
        .filter((call) => call.service === name)
        .map(
          (call) =>
            `| [${code(`${call.method} ${call.path}`)}](#${call.id}) | ${SERVICES[name].title} | ${call.madeBy} |`,
        ),
    ),
    '',
  ]
  for (const name of order) {
    lines.push(`## ${SERVICES[name].title}`, '', SERVICES[name].intro, '')
    for (const call of calls.filter((candidate) => candidate.service === name)) {
      lines.push(...renderCall(call))
    }
  }
  // Typographic apostrophes in the rows read as the README's plain ones.
  return `${lines.join('\n').trimEnd().replaceAll('’', "'")}\n`
}
