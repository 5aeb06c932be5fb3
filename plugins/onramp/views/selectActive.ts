import { createSelector } from '@reduxjs/toolkit'
import { selectActiveNetwork } from 'portico/plugin'
import type { ActiveNetworkFacts } from '../choices'

/** The connected EVM network as the Buy view preselects it; undefined elsewhere. */
export const selectActiveFacts = createSelector(
  [selectActiveNetwork],
  (network): ActiveNetworkFacts | undefined => {
    if (!network) return undefined
    const [namespace, reference] = network.caipNetworkId.split(':')
    const chainId = Number(reference)
    if (namespace !== 'eip155' || !Number.isSafeInteger(chainId)) return undefined
    return {
      chainId,
      name: network.name,
      nativeSymbol: network.nativeCurrency.symbol,
      nativeName: network.nativeCurrency.name,
    }
  },
)
