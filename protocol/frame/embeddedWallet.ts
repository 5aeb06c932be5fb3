// The embedded wallet as the e-mail plugin, which owns its frame client, lends it to the
// modal's other plugins that sign in through the same frame (the socials plugin): one frame,
// one session and one AUTH connector per modal. Plugins never import each other; the lender
// keeps this object in the modal's live registry (`context.live`) under EMBEDDED_WALLET_LIVE,
// and a borrower names the lender in its manifest's `requires`. Types and names only.
import type { FramePayload, FrameRequestType, FrameResult, FrameUser } from './messages'

/** Where the embedded wallet's access is kept in the modal's live registry. */
export const EMBEDDED_WALLET_LIVE = { kind: 'portico:embeddedWallet', id: 'frame' } as const

export interface EmbeddedWalletAccess {
  /** The auth service's origin: the frame's, and the only one a sign-in's result comes from. */
  readonly serviceOrigin: string
  /** One request to the frame, its payload and answer parsed with the frame messages' table. */
  request<T extends FrameRequestType>(
    type: T,
    payload: FramePayload<T>,
    options?: { signal?: AbortSignal },
  ): Promise<FrameResult<T>>
  /** The signed-in user, once connected (after a reload too, once restored). */
  user(): FrameUser | undefined
  /** Whether `connectorId` is the embedded wallet's connector. */
  isConnector(connectorId: string | undefined): boolean
  /**
   * After a sign-in the frame answered: the connector takes the user and the kit connects
   * through it as through any wallet; a failed connection is shown as a snackbar.
   */
  connect(user: FrameUser): Promise<void>
}
