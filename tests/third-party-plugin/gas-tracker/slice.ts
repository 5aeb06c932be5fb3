import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CoreState } from 'portico/plugin'

/** Readings kept per network: enough for a trend, not a chart. */
export const READINGS_KEPT = 5
/** A change of at most this many percent reads as steady. */
export const STEADY_WITHIN_PERCENT = 2n

/** One reading of a network's fees: when, and what a unit of gas cost (wei, decimal). */
export interface FeeReading {
  at: number
  perGas: string
}

export interface GasTrackerState {
  /** The last few readings per network (CAIP-2 id), oldest first. */
  readings: Record<string, FeeReading[]>
}

declare module 'portico' {
  // So `state.gasTracker` is typed wherever the modal's state is read (it is there once the
  // plugin has loaded, hence optional).
  interface LazyLoadedSlices {
    gasTracker: GasTrackerState
  }
}

const initialState: GasTrackerState = { readings: {} }

/** The gas tracker's own state, injected into the modal's root reducer when it loads. */
export const gasTrackerSlice = createSlice({
  name: 'gasTracker',
  initialState,
  reducers: {
    feesRead(state, action: PayloadAction<{ caipNetworkId: string } & FeeReading>) {
      const { caipNetworkId, at, perGas } = action.payload
      const readings = (state.readings[caipNetworkId] ??= [])
      readings.push({ at, perGas })
      readings.splice(0, Math.max(0, readings.length - READINGS_KEPT))
    },
  },
})

export const { feesRead } = gasTrackerSlice.actions

export type Trend = 'up' | 'down' | 'steady'

/**
 * Where fees are heading on a network: the latest reading against the mean of the earlier
 * ones kept. Undefined until there are two readings.
 */
export function selectTrend(state: CoreState, caipNetworkId: string): Trend | undefined {
  const readings = state.gasTracker?.readings[caipNetworkId] ?? []
  const latest = readings.at(-1)
  if (latest === undefined || readings.length < 2) return undefined
  const earlier = readings.slice(0, -1).map((reading) => BigInt(reading.perGas))
  const mean = earlier.reduce((sum, value) => sum + value, 0n) / BigInt(earlier.length)
  const change = (BigInt(latest.perGas) - mean) * 100n
  if (change > mean * STEADY_WITHIN_PERCENT) return 'up'
  if (change < -mean * STEADY_WITHIN_PERCENT) return 'down'
  return 'steady'
}
