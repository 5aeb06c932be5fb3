import * as z from 'zod/mini'

/** A universal provider with a WalletConnect core behind it (`client.core`). */
const coreHolder = z.object({ client: z.object({ core: z.object({}) }) })

/**
 * The core's event client (`client.core.eventClient`). It collects the steps of every pairing
 * and request and, with telemetry on, posts them to WalletConnect's events service, a third
 * party the host did not choose (and unreachable for a host on its own relay). The kit starts
 * the client with `telemetryEnabled: false`; this is the check that the switch took.
 */
const quietEventClient = z.object({
  client: z.object({
    core: z.object({
      eventClient: z.object({
        telemetryEnabled: z.boolean().check(z.refine((enabled) => !enabled, 'telemetry is on')),
      }),
    }),
  }),
})

/**
 * Whether the started universal provider keeps its events to itself: its core's event client
 * has telemetry off. False when the core has no such event client (a release that renamed or
 * moved it) or one that would report (the option renamed, or the page's own WalletConnect
 * started the shared core first with telemetry on). A provider without a WalletConnect core
 * behind it has nothing to report with.
 */
export function telemetryIsOff(provider: unknown): boolean {
  if (!coreHolder.safeParse(provider).success) return true
  return quietEventClient.safeParse(provider).success
}
