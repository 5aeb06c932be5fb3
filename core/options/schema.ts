import * as z from 'zod/mini'
import { findCatalogueNetwork, networkSchema, type Network } from '../chains'
import { absoluteUrl, httpUrl, wsUrl } from '../chains/network'
import type { Eip1193Provider } from '../chains/adapters/eip1193'
import { manifestSchema } from '../plugin/manifestSchema'
import type { PluginSource } from '../plugin/types'
import { SOCIAL_PROVIDERS } from './socials'
import { siweConfigSchema, siwxOptionSchema, signInNamespaceIssue } from './signIn'
import type { ThemeVariables } from './themeVariables'

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
  walletServices: z.optional(httpUrl),
  blockchainServices: z.optional(httpUrl),
  analytics: z.optional(httpUrl),
  // A WalletConnect relay of the host's own (self-hosted or a test relay); the client's
  // default relay otherwise.
  walletConnectRelay: z.optional(wsUrl),
  // The WalletConnect Verify service the client asks about every proposal and request (the
  // page's attestation); WalletConnect's own otherwise. Set it beside a relay of your own so
  // pairing depends on no service you did not choose.
  walletConnectVerify: z.optional(httpUrl),
  // The auth service of e-mail sign-in (server/): it serves the embedded wallet's frame at
  // `<authService>/frame/`. Without it the e-mail connect method cannot load its frame.
  authService: z.optional(httpUrl),
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

/** Runs a shape check that reads a host's object: a getter that throws fails the check. */
const safely = (check: () => boolean) => {
  try {
    return check()
  } catch {
    return false
  }
}

const hostConnectorSchema = z.custom<HostConnector>(
  (value) =>
    safely(() => {
      const connector = value as HostConnector
      return (
        typeof connector === 'object' &&
        connector !== null &&
        typeof connector.id === 'string' &&
        connector.id !== '' &&
        typeof connector.name === 'string' &&
        typeof connector.provider?.request === 'function'
      )
    }),
  'must be { id, name, provider } with an EIP-1193 provider',
)

/**
 * The ids of the kit's own connectors (BROWSER_WALLET_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID):
 * a host connector under one of them would replace it. Spelled out, not imported: their
 * modules go with lazy chunks, and importing them here would put them on the host page
 * (parse.test.ts checks the two agree).
 */
export const BUILT_IN_CONNECTOR_IDS: readonly string[] = ['injected', 'walletConnect']

/**
 * CSS variable name -> string or finite number (a refinement: z.record costs the host page
 * weight). Parsed for `createModal` and `setThemeVariables` alike. A host writes
 * `ThemeVariables` (the theme's properties, named and documented); what passes is a plain
 * map of strings and numbers.
 */
export const themeVariablesSchema = z.custom<Record<string, string | number>>(
  (value) =>
    safely(
      () =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.values(value).every(
          (entry) =>
            typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry)),
        ),
    ),
  'must map CSS variable names to strings or numbers',
) as z.ZodMiniType<Record<string, string | number>, ThemeVariables>

/** Parsed for `createModal` and `setThemeMode` alike. */
export const themeModeSchema = z.enum(['light', 'dark'], 'must be "light" or "dark"')

/** Parsed for `createModal` and `setLanguage` alike. */
export const languageSchema = z
  .string('must be a language tag')
  .check(z.refine(isLanguageTag, 'must be a BCP 47 language tag such as "fr" or "pt-BR"'))

/** Whether `tag` is a well-formed BCP 47 language tag (the platform's Intl knows the rules). */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/** A view by name (`modal.open`, `router.push`): an unknown name opens "not available". */
export const viewIdSchema = z.string().check(z.minLength(1, 'must be the name of a view'))

/** `modal.open(options)`: a view and its data, or nothing (null too) for the opening rules' choice. */
export const openOptionsSchema = z.nullish(
  z.object({ view: viewIdSchema, data: z.optional(z.unknown()) }),
)

/** A plugin id, a view id: any name, looked up later. */
export const nameSchema = z.string()

const caipIdOf = (network: string | Network) =>
  typeof network === 'string' ? network : network.caipNetworkId

type Issue = (path: (string | number)[], message: string) => void

/** Each entry of `ids` that repeats an earlier one: `networks[2]: duplicates networks[0] (...)`. */
const duplicates = (ids: readonly string[], field: string, issue: Issue) =>
  ids.forEach((id, index) => {
    const first = ids.indexOf(id)
    if (first < index) issue([field, index], `duplicates ${field}[${first}] ("${id}")`)
  })

/**
 * What no single field shows: no network twice, the default network among `networks`, no host
 * connector id twice or taken by one of the kit's own connectors. Each issue names its field.
 */
function crossFieldIssues(options: ParsedShape, issue: Issue): void {
  const networkIds = options.networks.map(caipIdOf)
  duplicates(networkIds, 'networks', issue)
  const defaultId = options.defaultNetwork && caipIdOf(options.defaultNetwork)
  if (defaultId && !networkIds.includes(defaultId)) {
    issue(['defaultNetwork'], `"${defaultId}" is not one of networks`)
  }
  const signIn = signInNamespaceIssue({
    ...options,
    namespaces: options.networks.map((network) => caipIdOf(network).split(':')[0] ?? ''),
  })
  if (signIn) issue(signIn.path, signIn.message)
  const connectorIds = (options.connectors ?? []).map((connector) => connector.id)
  duplicates(connectorIds, 'connectors', issue)
  connectorIds.forEach((id, index) => {
    if (BUILT_IN_CONNECTOR_IDS.includes(id)) {
      issue(['connectors', index], `id "${id}" is taken by one of the kit's own connectors`)
    }
  })
}

interface ParsedShape {
  networks: readonly (string | Network)[]
  siwx?: unknown
  siweConfig?: unknown
  defaultNetwork?: string | Network | undefined
  connectors?: readonly HostConnector[] | undefined
}

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
    themeMode: z.optional(themeModeSchema),
    themeVariables: z.optional(themeVariablesSchema),
    language: z.optional(languageSchema),
    features: z.optional(featuresSchema),
    basic: z.optional(z.boolean()),
    manualWCControl: z.optional(z.boolean()),
    enableWalletConnect: z.optional(z.boolean()),
    allowUnsupportedChain: z.optional(z.boolean()),
    enableNetworkSwitch: z.optional(z.boolean()),
    endpoints: z.optional(endpointsSchema),
    plugins: z.optional(z.array(pluginSourceSchema)),
    connectors: z.optional(z.array(hostConnectorSchema)),
    // Explorer wallet ids: shown first, the only ones listed, or never listed.
    wallets: z.optional(
      z.object({
        featuredIds: z.optional(z.array(z.string())),
        includedIds: z.optional(z.array(z.string())),
        excludedIds: z.optional(z.array(z.string())),
      }),
    ),
    // Sign-in: the host's functions, checked by shape (core/options/signIn.ts).
    siweConfig: z.optional(siweConfigSchema),
    siwx: z.optional(siwxOptionSchema),
    debug: z.optional(z.boolean()),
  })
  .check(
    z.refine((options) => options.siweConfig === undefined || options.siwx === undefined, {
      error: 'Cannot set both `siweConfig` and `siwx` options',
      path: ['siwx'],
      // Said even when the two options have issues of their own: setting both is the mistake.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        'siwx' in payload.value &&
        'siweConfig' in payload.value,
    }),
    (ctx) =>
      crossFieldIssues(ctx.value as ParsedShape, (path, message) =>
        ctx.issues.push({ code: 'custom', input: ctx.value, path, message }),
      ),
  )

/**
 * Options plugins add to `createModal`'s, typed by declaration merging (each one listed in its
 * plugin's manifest `hostOptions`, which keeps the host's value for it):
 *
 *   declare module 'portico' { interface PluginOptions { tips?: { minimum: number } } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by merging
export interface PluginOptions {}

export type HostOptionsInput = z.input<typeof hostOptionsSchema> & PluginOptions
export type ParsedHostOptions = z.output<typeof hostOptionsSchema>
export type { Network }
