import type { ViewId } from '../../../../core/router/views'

/** The Account view's tabs in their order (SPEC §2), each the view id that fills it. */
export const ACCOUNT_TABS = [
  { id: 'AccountTokens', label: 'account.tabs.tokens' },
  { id: 'AccountNfts', label: 'account.tabs.nfts' },
  { id: 'AccountActivity', label: 'account.tabs.activity' },
] as const satisfies ReadonlyArray<{ id: ViewId; label: string }>

export type AccountTabId = (typeof ACCOUNT_TABS)[number]['id']
