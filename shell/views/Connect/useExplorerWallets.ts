import { useEffect, useMemo, useRef } from 'react'
import { useModalRuntime } from '../../ui/runtime'
import { useAppSelector } from '../../ui/store'
import type { ExplorerWallets } from './listedConnectors'

/**
 * The host's featured wallets and the service's recommended ones (4), fetched
 * once per visit of the Connect view through the wallet list's own chunk. Nothing while
 * WalletConnect is off: these wallets are reached through it.
 */
export function useExplorerWallets(enabled: boolean): ExplorerWallets {
  const modal = useModalRuntime()
  const featured = useAppSelector((state) => state.wallets?.featured)
  const recommended = useAppSelector((state) => state.wallets?.recommended)
  const asked = useRef(false)
  useEffect(() => {
    if (!enabled || asked.current) return
    asked.current = true
    void import('../../../core/wallets/thunks').then(({ fetchFeatured, fetchRecommended }) => {
      void modal.store.dispatch(fetchFeatured())
      void modal.store.dispatch(fetchRecommended())
    })
  }, [enabled, modal])
  return useMemo(
    () =>
      enabled
        ? { featured: featured ?? [], recommended: recommended ?? [] }
        : { featured: [], recommended: [] },
    [enabled, featured, recommended],
  )
}
