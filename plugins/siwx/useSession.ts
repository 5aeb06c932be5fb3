/**
 * The sign-in plugin's face on the host page: `portico/react` re-exports `useSession`. It
 * reads the plugin's own slice, so the shell never names it; it is small and loads with the
 * page, the plugin's code does not. React comes through `portico/react`'s `useModalSelector`,
 * as a third party's host hook would get it.
 */
import type { CoreState, SiwxSession } from 'portico'
import { useModalSelector } from 'portico/react'
import type { SiwxState } from './slice'

const selectSession = (state: CoreState) => state.siwx?.session
const selectStatus = (state: CoreState) => state.siwx?.status ?? 'unavailable'

/**
 * The visitor's sign-in session (data, message, signature) on the modal of the
 * nearest `ModalProvider`, re-rendering when it changes: `session` is undefined while nobody
 * is signed in; `status` is `'checking'` while the host is asked for a stored session after
 * a connection, `'unavailable'` when the host set no `siwx` (or `siweConfig`) option.
 */
export function useSession(): {
  session: SiwxSession | undefined
  status: SiwxState['status'] | 'unavailable'
  isSignedIn: boolean
} {
  const session = useModalSelector(selectSession)
  const status = useModalSelector(selectStatus)
  return { session, status, isSignedIn: session !== undefined }
}
