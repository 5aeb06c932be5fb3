// The part of oidc-provider's API the demo's stand-in uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface ClientMetadata {
    client_id: string
    client_secret: string
    redirect_uris: string[]
    grant_types: string[]
    response_types: string[]
    token_endpoint_auth_method: 'client_secret_basic' | 'client_secret_post'
  }

  export interface AccountClaims {
    sub: string
    [claim: string]: unknown
  }

  export interface Account {
    accountId: string
    claims(): AccountClaims | Promise<AccountClaims>
  }

  export interface Interaction {
    uid: string
  }

  /** What interactionDetails answers. */
  export interface InteractionDetails {
    uid: string
    prompt: {
      name: string
      details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
    }
    params: Record<string, unknown>
    session?: { accountId: string }
    grantId?: string
  }

  export interface Grant {
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    save(): Promise<string>
  }

  export interface ErrorOut {
    error: string
    error_description?: string
  }

  export interface KoaLikeContext {
    type: string
    body: string
  }

  /** The storage of one model (oidc-provider's adapter interface). */
  export interface AdapterInstance {
    upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void>
    find(id: string): Promise<Record<string, unknown> | undefined>
    findByUid(uid: string): Promise<Record<string, unknown> | undefined>
    findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Configuration {
    /** Called with each model's name (Session, Grant, AuthorizationCode...). */
    adapter: (model: string) => AdapterInstance
    clients: ClientMetadata[]
    pkce: { required: () => boolean }
    jwks: { keys: Record<string, unknown>[] }
    findAccount: (context: unknown, id: string) => Promise<Account | undefined>
    claims: Record<string, string[]>
    scopes: string[]
    conformIdTokenClaims: boolean
    interactions: { url: (context: unknown, interaction: Interaction) => Promise<string> }
    features: Record<string, { enabled: boolean }>
    cookies: { keys: string[] }
    ttl: Record<string, number>
    renderError: (context: KoaLikeContext, out: ErrorOut, error: unknown) => Promise<void>
    clientBasedCORS: () => boolean
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly Grant: {
      new (fields: { accountId: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<InteractionDetails>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }
}
