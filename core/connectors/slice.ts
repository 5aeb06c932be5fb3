import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ConnectorMeta } from './types'

export interface ConnectorsState {
  /** In discovery order; one entry per id, the first one added under it. */
  list: ConnectorMeta[]
}

/** The connectors the page offers. Injected lazily, with the connection chunk. */
export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState: { list: [] } as ConnectorsState,
  reducers: {
    /**
     * Lists a connector under an id not taken yet. An id already listed keeps its first
     * connector: a later one (a page script announcing a wallet's rdns again) never takes
     * over its row, nor the connection made through it.
     */
    connectorAdded(state, action: PayloadAction<ConnectorMeta>) {
      if (!state.list.some((connector) => connector.id === action.payload.id)) {
        state.list.push(action.payload)
      }
    },
    connectorRemoved(state, action: PayloadAction<string>) {
      state.list = state.list.filter((connector) => connector.id !== action.payload)
    },
  },
})

export const { connectorAdded, connectorRemoved } = connectorsSlice.actions
