import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ConnectorMeta } from './types'

export interface ConnectorsState {
  /** In discovery order; one entry per id. */
  list: ConnectorMeta[]
}

/** The connectors the page offers. Injected lazily, with the connection chunk. */
export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState: { list: [] } as ConnectorsState,
  reducers: {
    connectorAdded(state, action: PayloadAction<ConnectorMeta>) {
      const index = state.list.findIndex((connector) => connector.id === action.payload.id)
      if (index === -1) state.list.push(action.payload)
      else state.list[index] = action.payload
    },
    connectorRemoved(state, action: PayloadAction<string>) {
      state.list = state.list.filter((connector) => connector.id !== action.payload)
    },
  },
})

export const { connectorAdded, connectorRemoved } = connectorsSlice.actions
