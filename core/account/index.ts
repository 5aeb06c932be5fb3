/**
 * The account: its state (./slice, which initial code imports directly, never through this
 * barrel) and its data, balance and identity, loaded with the connection chunk. Only lazy
 * chunks import this barrel: it brings RTK Query and the eip155 adapter.
 */
export {
  accountSlice,
  activeNamespaceSet,
  connectionStarted,
  connectionFailed,
  connected,
  accountChanged,
  networkChanged,
  disconnected,
  accountDataUpdated,
  selectActiveAccount,
} from './slice'
export type { AccountState, NamespaceAccount, ConnectionStatus, TokenBalanceEntry } from './slice'
export { startAccountSync } from './sync'
export { refreshBalance, TOKEN_BALANCE_UNAVAILABLE_KEY } from './balance'
export type { BalanceOutcome, RefreshBalanceOptions } from './balance'
export { refreshIdentity } from './identity'
export { accountApiOf, injectAccountEndpoints } from './endpoints'
export type { AccountApi, GetAccountBalanceArgs, GetIdentityArgs } from './endpoints'
export {
  balanceResponseSchema,
  identityResponseSchema,
  tokenBalanceSchema,
  type BalanceResponse,
  type IdentityResponse,
  type TokenBalance,
} from './schemas'
