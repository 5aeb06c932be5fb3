import { own } from '../../../core/own'
import type { WalletListItem } from '../../../core/wallets/schemas'
import { selectWallets } from '../../../core/wallets/selectors'
import type { CoreState } from '../../../core/store/types'

/**
 * A wallet of the explorer list by id, wherever the visitor may have picked it: the paged
 * list, the recommended or featured wallets, or search results.
 */
export function selectWalletById(state: CoreState, id: string): WalletListItem | undefined {
  const wallets = selectWallets(state)
  return (
    own(wallets.list.entities, id) ??
    [...wallets.recommended, ...wallets.featured, ...wallets.search.results].find(
      (wallet) => wallet.id === id,
    )
  )
}

/** The wallet id of the route; the data may come from a host's `open({ view, data })`. */
export function walletIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const id = (data as { walletId?: unknown }).walletId
  return typeof id === 'string' && id !== '' ? id : undefined
}
