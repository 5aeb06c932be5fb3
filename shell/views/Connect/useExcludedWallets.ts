import { useEffect, useRef } from 'react'
import type { ExcludedWallet } from '../../../core/wallets/ordering'
import { useModalRuntime } from '../../ui/runtime'
import { useAppSelector } from '../../ui/store'

const NONE: readonly ExcludedWallet[] = []

/**
 * The wallets the host excluded (options.wallets.excludedIds), with the names and rdns the
 * hiding rule matches on: looked up in the wallet list once, in its own chunk.
 * Until the answer, or without exclusions, nothing is hidden.
 */
export function useExcludedWallets(): readonly ExcludedWallet[] {
  const modal = useModalRuntime()
  const hasExclusions = useAppSelector(
    (state) => state.options.walletFilters.excludedIds.length > 0,
  )
  const loaded = useAppSelector((state) => state.wallets?.excludedWallets)
  // One lookup per visit of the view, whatever it answers (an unknown id answers nothing).
  const asked = useRef(false)
  useEffect(() => {
    if (!hasExclusions || loaded?.length || asked.current) return
    asked.current = true
    void import('../../../core/wallets/thunks').then(({ fetchExcludedWallets }) =>
      modal.store.dispatch(fetchExcludedWallets()),
    )
  }, [hasExclusions, loaded, modal])
  return hasExclusions && loaded ? loaded : NONE
}
