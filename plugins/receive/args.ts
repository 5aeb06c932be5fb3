import { boundedTextSchema, invalidViewData } from 'portico/plugin'
import * as z from 'zod/mini'

/**
 * What the Receive view may be opened with (`modal.open({ view: 'Receive', data })`, by the
 * host or by another plugin): the network the visitor should receive on, as a CAIP-2 id
 * (`'eip155:8453'`) or a chain id (`'8453'`), shown chosen instead of the wallet's own one
 * (with the warning to switch when the wallet is on another network).
 */
export const receiveArgsSchema = z.object({
  network: z.optional(boundedTextSchema),
})
export type ReceiveArgs = z.infer<typeof receiveArgsSchema>

interface NetworkLike {
  caipNetworkId: string
}

/**
 * The host's network a view's data asks for, among `networks` (the account's namespace);
 * the reason when the data asks for one it cannot be, undefined without data.
 */
export function requestedNetwork<T extends NetworkLike>(
  data: unknown,
  networks: readonly T[],
): { network?: T; problem?: string } {
  if (data === undefined || data === null) return {}
  const parsed = receiveArgsSchema.safeParse(data)
  if (!parsed.success) return { problem: invalidViewData('Receive', parsed.error.issues) }
  const wanted = parsed.data.network
  if (wanted === undefined) return {}
  const network = networks.find(
    ({ caipNetworkId }) => caipNetworkId === wanted || caipNetworkId.split(':')[1] === wanted,
  )
  if (network) return { network }
  return {
    problem: `Receive was opened with data.network ${wanted}, which is not one of this modal's networks of the connected account's namespace`,
  }
}
