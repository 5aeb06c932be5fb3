import type { SiwxSession } from '../../core/options/signIn'
import type { CoreState } from '../../core/store/types'
import { useModalSelector } from './hooks'

/** Where sign-in stands, as the siwx plugin keeps it in the store (its slice `siwx`). */
interface SignInSlice {
  status: 'idle' | 'checking' | 'asking' | 'signing' | 'signedIn'
  session: SiwxSession | undefined
}

const sliceOf = (state: CoreState) => (state as CoreState & { siwx?: SignInSlice }).siwx

/**
 * The visitor's sign-in session (data, message, signature) on the modal of the
 * nearest `ModalProvider`, re-rendering when it changes: `session` is undefined while nobody
 * is signed in; `status` is `'checking'` while the host is asked for a stored session after
 * a connection, `'unavailable'` when the host set no `siwx` (or `siweConfig`) option.
 */
export function useSession() {
  const session = useModalSelector((state) => sliceOf(state)?.session)
  const status = useModalSelector((state) => sliceOf(state)?.status ?? 'unavailable')
  return { session, status, isSignedIn: session !== undefined }
}
