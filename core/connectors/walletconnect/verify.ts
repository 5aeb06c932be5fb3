import * as z from 'zod/mini'

/**
 * The part of the client's Verify controller the kit sets: `core.verify.verifyUrlV3`, the
 * address the client loads its attestation iframe from (`<url>/attestation`) for every
 * proposal and request. @walletconnect/core 2.25 still offers no option for it: the core's
 * options are the project id, relay, logger, storage, key chain and telemetry switch, its
 * Verify address is a constant, and `metadata.verifyUrl` is read only by a wallet looking an
 * attestation up, which accepts WalletConnect's own addresses alone. So the kit sets that
 * property on the started client; the shape is checked first and a release that renames it
 * fails loudly here instead of asking WalletConnect's service.
 */
const verifyHolder = z.object({
  client: z.object({
    core: z.object({ verify: z.object({ verifyUrlV3: z.string() }) }),
  }),
})

/** The Verify API version the client speaks, appended to the service's base address. */
const VERIFY_API_PATH = '/v3'

/**
 * Points the started universal provider's Verify requests at `verifyUrl` (a base address,
 * like `https://verify.walletconnect.org`). Returns false when the client does not have the
 * expected shape, for the caller to report.
 */
export function pointVerifyAt(provider: unknown, verifyUrl: string): boolean {
  const parsed = verifyHolder.safeParse(provider)
  if (!parsed.success || typeof provider !== 'object' || provider === null) return false
  // The parsed copy is a snapshot: the live controller is reached through the same path.
  const { verify } = (provider as { client: { core: { verify: object } } }).client.core
  Object.assign(verify, { verifyUrlV3: `${verifyUrl}${VERIFY_API_PATH}` })
  return true
}
