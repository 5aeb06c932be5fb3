import { PorticoError } from '../errors'
import type { AppThunk } from '../store/types'
import { attemptAbandoned, attemptFailed, attemptSucceeded } from './attemptSlice'
import { connectWith } from './connect'
import { connectFailure } from './connectFailure'

/**
 * Asks the wallet for the attempt just requested, and records how it ended. Part of the
 * connection chunk; what follows a success is decided for every way of connecting in one
 * place (afterConnect).
 */
export const runConnectAttempt =
  (connectorId: string, attempt: number): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      await dispatch(connectWith(connectorId))
      dispatch(attemptSucceeded({ attempt }))
    } catch (error) {
      if (error instanceof PorticoError && error.code === 'MODAL_CLOSED') {
        dispatch(attemptAbandoned({ attempt }))
      } else {
        dispatch(attemptFailed({ attempt, failure: connectFailure(error) }))
      }
    }
  }
