import { readFile } from 'node:fs/promises'
import * as z from 'zod'
import {
  DEFAULT_SCOPES,
  providerEntrySchema,
  type FarcasterConfig,
  type OidcProviderConfig,
  type SocialConfig,
} from './providers'

/** The environment variables of social sign-in (server/config.ts reads them with the rest). */
export interface SocialEnv {
  PORTICO_AUTH_SOCIAL_PROVIDERS?: string | undefined
  PORTICO_AUTH_FARCASTER_RELAY_URL?: string | undefined
  PORTICO_AUTH_FARCASTER_REGISTRY_URL?: string | undefined
}

const urlSchema = z.url({ protocol: /^https?$/ })

/**
 * Social sign-in's configuration: PORTICO_AUTH_SOCIAL_PROVIDERS, a JSON array of providers
 * (providers.ts providerEntrySchema) or the path of a file holding it, and
 * PORTICO_AUTH_FARCASTER_RELAY_URL with PORTICO_AUTH_FARCASTER_REGISTRY_URL (both or neither).
 * Undefined when none is set. In production every issuer and URL must be https.
 */
export async function socialConfigFromEnv(
  env: SocialEnv,
  production: boolean,
): Promise<SocialConfig | undefined> {
  const providers = await readProviders(env.PORTICO_AUTH_SOCIAL_PROVIDERS, production)
  const farcaster = farcasterOf(env, production)
  if (providers.length === 0 && farcaster === undefined) return undefined
  return { providers, farcaster }
}

function httpsInProduction(url: string, name: string, production: boolean) {
  if (production && new URL(url).protocol !== 'https:')
    throw new Error(`${name}: ${url} must be https in production`)
}

async function readProviders(
  value: string | undefined,
  production: boolean,
): Promise<OidcProviderConfig[]> {
  const name = 'PORTICO_AUTH_SOCIAL_PROVIDERS'
  if (value === undefined || value.trim() === '') return []
  const text = value.trim().startsWith('[') ? value : await readFile(value.trim(), 'utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${name}: not a JSON array`)
  }
  const parsed = z.array(providerEntrySchema).safeParse(json)
  if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`)
  const names = parsed.data.map((entry) => entry.name)
  const twice = names.find((entry, index) => names.indexOf(entry) !== index)
  if (twice !== undefined) throw new Error(`${name}: ${twice} is configured twice`)
  return Promise.all(
    parsed.data.map(async (entry): Promise<OidcProviderConfig> => {
      httpsInProduction(entry.issuer, `${name} (${entry.name})`, production)
      const secret =
        entry.clientSecret ??
        (entry.clientSecretFile === undefined
          ? undefined
          : (await readFile(entry.clientSecretFile, 'utf8')).trim())
      if (secret === undefined || secret === '')
        throw new Error(`${name} (${entry.name}): the client secret is empty`)
      return {
        name: entry.name,
        issuer: entry.issuer,
        clientId: entry.clientId,
        clientSecret: secret,
        scopes: entry.scopes ?? DEFAULT_SCOPES,
        tokenAuth: entry.tokenAuth,
        responseMode: entry.responseMode,
      }
    }),
  )
}

function farcasterOf(env: SocialEnv, production: boolean): FarcasterConfig | undefined {
  const relay = env.PORTICO_AUTH_FARCASTER_RELAY_URL
  const registry = env.PORTICO_AUTH_FARCASTER_REGISTRY_URL
  if (relay === undefined && registry === undefined) return undefined
  if (relay === undefined || registry === undefined)
    throw new Error(
      'PORTICO_AUTH_FARCASTER_RELAY_URL and PORTICO_AUTH_FARCASTER_REGISTRY_URL go together',
    )
  for (const [name, url] of [
    ['PORTICO_AUTH_FARCASTER_RELAY_URL', relay],
    ['PORTICO_AUTH_FARCASTER_REGISTRY_URL', registry],
  ] as const) {
    if (!urlSchema.safeParse(url).success) throw new Error(`${name}: not an http(s) URL`)
    httpsInProduction(url, name, production)
  }
  return { relayUrl: relay.replace(/\/+$/, ''), registryUrl: registry.replace(/\/+$/, '') }
}
