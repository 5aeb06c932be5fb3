import type { AppThunk } from '../store/types'

/**
 * Disconnects the wallet of the active namespace, as the Account view's Disconnect does: the
 * wallet is told, the account is reset and the stored connection forgotten; a wallet that
 * does not answer gets the 'Failed to disconnect' toast and is disconnected all the same.
 * Resolves to whether the wallet confirmed. The connection code loads on the first call, so
 * this rejects only when that chunk cannot load.
 */
export const disconnectWallet = (): AppThunk<Promise<boolean>> => async (dispatch) => {
  const { disconnect } = await import('./index')
  return dispatch(disconnect())
}
