export {
  accountSlice,
  activeNamespaceSet,
  accountUpdated,
  accountReset,
  selectActiveAccount,
} from './slice'
export type { AccountState, NamespaceAccount, ConnectionStatus } from './slice'
