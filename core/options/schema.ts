import * as z from 'zod/mini'
import { findCatalogueNetwork, networkSchema, type Network } from '../chains'
import { absoluteUrl } from '../chains/network'
import type { Eip1193Provider } from '../chains/adapters/eip1193'
import { manifestSchema } from '../plugin/manifestSchema'
import type { PluginSource } from '../plugin/types'
import { SOCIAL_PROVIDERS } from './socials'

const networkInput = z.union([
  z.string().check(
    z.refine((id) => findCatalogueNetwork(id) !== undefined, {
      error: (issue) =>
        `unknown network ${JSON.stringify(issue.input)}: use a CAIP-2 id from the catalogue or a full network object`,
    }),
  ),
  networkSchema,
])

const featuresSchema = z.object({
  email: z.optional(z.boolean()),
  // true: every provider; false: none; a list: those, in that order.
  socials: z.optional(z.union([z.boolean(), z.array(z.enum(SOCIAL_PROVIDERS))])),
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  activity: z.optional(z.boolean()),
  reownBranding: z.optional(z.boolean()),
  analytics: z.optional(z.boolean()),
  connectMethodsOrder: z.optional(z.array(z.enum(['wallet', 'email', 'social']))),
})

const endpointsSchema = z.object({
  walletServices: z.optional(absoluteUrl),
  blockchainServices: z.optional(absoluteUrl),
  analytics: z.optional(absoluteUrl),
  // A WalletConnect relay of the host's own (self-hosted or a test relay); the client's
  // default relay otherwise.
  walletConnectRelay: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => URL.canParse(value) && /^wss?:$/.test(new URL(value).protocol),
          'must be a ws:// or wss:// address',
        ),
      ),
  ),
})

const metadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: absoluteUrl,
  icons: z.array(z.string()),
})

/** A connector the host brings: its own EIP-1193 provider under a name (type EXTERNAL). */
export interface HostConnector {
  id: string
  name: string
  imageUrl?: string
  provider: Eip1193Provider
}

const hostConnectorSchema = z.custom<HostConnector>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as HostConnector).id === 'string' &&
    typeof (value as HostConnector).name === 'string' &&
    typeof (value as HostConnector).provider?.request === 'function',
  'must be { id, name, provider } with an EIP-1193 provider',
)

/** CSS variable name -> string or number (a refinement: z.record costs the host page weight). */
const themeVariablesSchema = z.custom<Record<string, string | number>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number'),
  'must map CSS variable names to strings or numbers',
)

/**
 * A plugin definition or a lazy entry: its manifest parsed whole, the rest (functions,
 * slices) checked by shape only, which is all a function allows.
 */
const pluginSourceSchema = z
  .looseObject({ manifest: manifestSchema })
  .check(
    z.refine(
      (value) =>
        typeof (value as { load?: unknown }).load === 'function' || !('load' in (value as object)),
      'must be made by definePlugin, or be an entry { manifest, load }',
    ),
  ) as unknown as z.ZodMiniType<PluginSource>

/**
 * The options a host passes to `createModal`. Parsed at the boundary so a mistake is
 * reported with the name of the bad field rather than failing later inside a view.
 */
export const hostOptionsSchema = z
  .object({
    projectId: z.optional(z.string()),
    networks: z.array(networkInput).check(z.minLength(1, 'at least one network is required')),
    defaultNetwork: z.optional(networkInput),
    metadata: z.optional(metadataSchema),
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(themeVariablesSchema),
    language: z.optional(z.enum(['en', 'es', 'de'])),
    features: z.optional(featuresSchema),
    basic: z.optional(z.boolean()),
    manualWCControl: z.optional(z.boolean()),
    enableWalletConnect: z.optional(z.boolean()),
    allowUnsupportedChain: z.optional(z.boolean()),
    enableNetworkSwitch: z.optional(z.boolean()),
    endpoints: z.optional(endpointsSchema),
    plugins: z.optional(z.array(pluginSourceSchema)),
    connectors: z.optional(z.array(hostConnectorSchema)),
    // Explorer wallet ids: shown first, the only ones listed, or never listed (SPEC §2).
    wallets: z.optional(
      z.object({
        featuredIds: z.optional(z.array(z.string())),
        includedIds: z.optional(z.array(z.string())),
        excludedIds: z.optional(z.array(z.string())),
      }),
    ),
    siweConfig: z.optional(z.unknown()),
    siwx: z.optional(z.unknown()),
    debug: z.optional(z.boolean()),
  })
  .check(
    z.refine((options) => options.siweConfig === undefined || options.siwx === undefined, {
      error: 'Cannot set both `siweConfig` and `siwx` options',
      path: ['siwx'],
    }),
  )

export type HostOptionsInput = z.input<typeof hostOptionsSchema>
export type ParsedHostOptions = z.output<typeof hostOptionsSchema>
export type { Network }
