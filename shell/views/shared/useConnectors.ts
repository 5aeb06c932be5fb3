import { useLayoutEffect } from 'react'
import { discoverConnectors } from '../../../core/connectors/discover'
import type { ConnectorMeta } from '../../../core/connectors/types'
import { useModalRuntime } from '../../ui/runtime'
import { useAppSelector } from '../../ui/store'

const NONE: readonly ConnectorMeta[] = []

/**
 * The wallets found in this page, in discovery order. Discovery starts with the first view
 * that asks and then runs for the modal's lifetime (later announcements still arrive), so
 * its stop is deliberately not called when a view goes away.
 */
export function useConnectors(): readonly ConnectorMeta[] {
  const { runtime } = useModalRuntime()
  // Before paint: wallets answer the discovery request at once, so the first frame already
  // lists them instead of flashing the empty state.
  useLayoutEffect(() => {
    discoverConnectors(runtime)
  }, [runtime])
  return useAppSelector((state) => state.connectors?.list ?? NONE)
}
