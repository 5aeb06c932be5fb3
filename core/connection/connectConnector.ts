import type { AppThunk } from '../store/types'

/**
 * Connects through a listed connector (a plugin's own, registered with `registerConnector`),
 * as choosing a wallet does: the account, storage, analytics and what follows a connection
 * (network check, closing or returning to the view that asked) all happen. Rejects with the
 * connection's PorticoError. The connection code loads on the first call.
 */
export const connectConnector =
  (connectorId: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const { connectWith } = await import('./connect')
    await dispatch(connectWith(connectorId))
  }
