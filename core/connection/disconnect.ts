import { disconnected } from '../account/slice'
import type { ChainNamespace } from '../chains/network'
import { errorMessage } from '../errors'
import { showError } from '../snackbar/show'
import type { AppThunk } from '../store/types'
import { adapterFor } from './adapters'
import { writeConnection } from './storage'

/**
 * Disconnects a namespace (the active one by default): the wallet is told, the account is
 * reset and the stored status becomes disconnected. The local state is cleared even when the
 * wallet fails to answer, which shows the 'Failed to disconnect' toast. Resolves to
 * whether the wallet confirmed, so a view can keep the toast in sight when it did not.
 */
export const disconnect =
  (namespace?: ChainNamespace): AppThunk<Promise<boolean>> =>
  async (dispatch, getState, { runtime }) => {
    const target = namespace ?? getState().account.activeNamespace
    if (!target) return true
    const connectorId = getState().account.byNamespace[target]?.connectorId
    try {
      await adapterFor(runtime, target).disconnect()
      return true
    } catch (error) {
      runtime.logger.warn('The wallet did not confirm the disconnect', errorMessage(error))
      void dispatch(showError({ key: 'errors.disconnectFailed' }))
      return false
    } finally {
      dispatch(disconnected({ namespace: target }))
      if (connectorId) writeConnection({ namespace: target, connectorId, status: 'disconnected' })
      runtime.analytics.track('DISCONNECT_SUCCESS', { namespace: target })
    }
  }
