import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, CoreState } from '../../core/store/types'

/** `useSelector` typed to the modal's state, plugin slices included once declared. */
export const useAppSelector = useSelector.withTypes<CoreState>()

/** `useDispatch` typed so core's thunks (and plugins' thunks) dispatch without casts. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
