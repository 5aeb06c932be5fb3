import * as z from 'zod/mini'
import { WALLET_CONNECT_CLOSE_WAIT_MS } from '../../constants'

const isFunction = (value: unknown): value is (...args: never[]) => unknown =>
  typeof value === 'function'

/** A universal provider whose proposals nobody answered can be dropped. */
const withPairings = z.object({
  cleanupPendingPairings:
    z.custom<(options: { deletePairings: boolean }) => Promise<unknown>>(isFunction),
})

/**
 * The core's relayer (`client.core.relayer.transportClose`): it closes the relay socket and
 * keeps it closed until the client needs the relay again (then it opens a new one).
 */
const withRelayer = z.object({
  client: z.object({
    core: z.object({
      relayer: z.object({ transportClose: z.custom<() => Promise<unknown>>(isFunction) }),
    }),
  }),
})

export interface CloseOptions {
  /**
   * Also close the relay socket. WalletConnect keeps one core (and socket) per page, which a
   * client started later shares: close it only while no later client exists, so that the
   * next one opens a socket of its own rather than inherit a stuck one.
   */
  transport: boolean
}

/**
 * Puts away a client the kit gave up on (it did not start in time, or its proposal gave no
 * URI): its unanswered proposals are dropped, so a code it may still publish cannot pair, and
 * with `transport` its relay socket is closed. Never rejects; gives up waiting after
 * WALLET_CONNECT_CLOSE_WAIT_MS, the client's own limit for closing its socket.
 */
export async function closeWalletConnectClient(
  client: unknown,
  { transport }: CloseOptions,
): Promise<void> {
  const steps: Promise<unknown>[] = []
  const pairings = withPairings.safeParse(client)
  if (pairings.success) {
    const { cleanupPendingPairings } = pairings.data
    steps.push(
      Promise.resolve().then(() => cleanupPendingPairings.call(client, { deletePairings: true })),
    )
  }
  const relayer = withRelayer.safeParse(client)
  if (transport && relayer.success) {
    // Called on the live relayer (the parsed copy is a snapshot of it).
    const live = (client as { client: { core: { relayer: object } } }).client.core.relayer
    const { transportClose } = relayer.data.client.core.relayer
    steps.push(Promise.resolve().then(() => transportClose.call(live)))
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.allSettled(steps),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, WALLET_CONNECT_CLOSE_WAIT_MS))),
  ])
  clearTimeout(timer)
}
