import * as z from 'zod'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../protocol/auth/social'

/**
 * An OpenID Connect provider the service signs visitors in with, under one of the kit's
 * provider names: its issuer (discovered at `<issuer>/.well-known/openid-configuration`), and
 * the client the host registered there, with `<public URL>/v1/social/callback` as its one
 * redirect URI.
 */
export interface OidcProviderConfig {
  name: SocialProvider
  issuer: string
  clientId: string
  clientSecret: string
  /** Scopes asked for; `openid` is always among them. */
  scopes: readonly string[]
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post'
  /** How the provider answers the callback: a GET query, or a POSTed form (Apple's). */
  responseMode: 'query' | 'form_post'
}

/** Social sign-in's configuration (server/config.ts PORTICO_AUTH_SOCIAL_PROVIDERS and
 * PORTICO_AUTH_FARCASTER_*). */
export interface SocialConfig {
  providers: readonly OidcProviderConfig[]
  farcaster: FarcasterConfig | undefined
}

/** Sign In With Farcaster: the relay that holds channels and the registry of custody
 * addresses by fid. */
export interface FarcasterConfig {
  relayUrl: string
  registryUrl: string
}

/** One entry of PORTICO_AUTH_SOCIAL_PROVIDERS (a JSON array): `clientSecret` or
 * `clientSecretFile` (a mounted secret), not both. */
export const providerEntrySchema = z
  .strictObject({
    name: z.enum(SOCIAL_PROVIDERS),
    issuer: z.url(),
    clientId: z.string().min(1).max(512),
    clientSecret: z.string().min(1).max(4096).optional(),
    clientSecretFile: z.string().min(1).optional(),
    scopes: z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/)).optional(),
    tokenAuth: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
    responseMode: z.enum(['query', 'form_post']).default('query'),
  })
  .refine(
    (entry) => (entry.clientSecret === undefined) !== (entry.clientSecretFile === undefined),
    {
      message: 'clientSecret or clientSecretFile, one of them',
    },
  )
export type ProviderEntry = z.infer<typeof providerEntrySchema>

/** The scopes asked when an entry names none: the subject, the address, the name. */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'] as const
